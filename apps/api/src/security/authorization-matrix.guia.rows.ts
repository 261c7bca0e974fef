import { eq } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import { criarEdicao } from '../modules/admin-guia/admin-guia.service.ts';
import type { TestApp } from '../test/build-test-app.ts';
import type { World } from '../test/fixture-world.ts';
import { ADMIN_ONLY, type Row, row } from './authorization-matrix.test-support.ts';

/** Editions for the Guia rows: a draft of a new year each time (with its five principles). */
let anoDoRascunho = 2060;
const rascunho = async (t: TestApp, w: World) => {
  anoDoRascunho += 1;
  const rascunhoId = await criarEdicao(t.db, w.admin.id, anoDoRascunho);
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(eq(schema.principio.edicaoId, rascunhoId))
    .orderBy(schema.principio.codigo)
    .limit(1);
  return { rascunhoId, principioId: p!.id } as Partial<World>;
};
const doRascunho = (w: World) => w as World & { rascunhoId: number; principioId: number };
const apoioNovo = async (t: TestApp, w: World) => {
  const [a] = await t.db
    .insert(schema.apoio)
    .values({ indicadorId: w.indicadorId, categoriaId: 3, titulo: 'Cartilha', url: 'https://exemplo.org/c' })
    .returning({ id: schema.apoio.id });
  return { apoioId: a!.id } as Partial<World>;
};

/** Rows of the editions of the Guia and their structure, for administrators. */
export const LINHAS_GUIA: Record<string, Row> = {
  // Editions of the Guia and their structure, for administrators.
  'GET /api/Admin/Guia': row(ADMIN_ONLY),
  'POST /api/Admin/Guia': row([401, 404, 404, 201], { call: () => ({ body: { ano: 2090 } }) }),
  'POST /api/Admin/Guia/:productId': row([401, 404, 404, 201], {
    call: (w) => ({ params: { productId: w.edicaoId }, body: { ano: 2091 } }),
  }),
  // The seeded edition is already available: a no-op for the administrator.
  'PUT /api/Admin/Guia/:productId': row(ADMIN_ONLY, {
    call: (w) => ({ params: { productId: w.edicaoId }, body: { disponibilizar: true } }),
  }),
  'DELETE /api/Admin/Guia/:productId': row(ADMIN_ONLY, {
    fresh: rascunho,
    call: (w) => ({ params: { productId: doRascunho(w).rascunhoId } }),
  }),
  'GET /api/Admin/Guia/:productId': row(ADMIN_ONLY, { call: (w) => ({ params: { productId: w.edicaoId } }) }),
  'GET /api/Admin/Guia/:productId/Historico': row(ADMIN_ONLY, {
    call: (w) => ({ params: { productId: w.edicaoId } }),
  }),
  'GET /api/Admin/Guia/:productId/Indicador/:principioId': row(ADMIN_ONLY, {
    fresh: rascunho,
    call: (w) => ({
      params: { productId: doRascunho(w).rascunhoId, principioId: doRascunho(w).principioId },
    }),
  }),
  'POST /api/Admin/Guia/:productId/Indicador/:principioId': row(ADMIN_ONLY, {
    fresh: rascunho,
    call: (w) => ({
      params: { productId: doRascunho(w).rascunhoId, principioId: doRascunho(w).principioId },
      body: { versao: 1, criterios: [] },
    }),
  }),
  'PATCH /api/Admin/Guia/update/nivel': row(ADMIN_ONLY, {
    call: (w) => ({ body: { id: w.nivelId, titulo: 'Nível revisado' } }),
  }),
  'PATCH /api/Admin/Guia/update/indicador': row(ADMIN_ONLY, {
    call: (w) => ({ body: { id: w.indicadorId, titulo: 'Indicador revisado' } }),
  }),
  'PATCH /api/Admin/Guia/update/evidencia': row(ADMIN_ONLY, {
    call: (w) => ({ body: { id: w.indicadorId, evidencia: 'Fotos e planilhas' } }),
  }),
  'POST /api/Admin/Guia/apoio/add': row([401, 404, 404, 201], {
    call: (w) => ({
      body: {
        indicador_id: w.indicadorId,
        titulo: 'Cartilha',
        url: 'https://exemplo.org/c',
        categoria_id: 3,
      },
    }),
  }),
  'DELETE /api/Admin/Guia/apoio/delete/:id': row(ADMIN_ONLY, {
    fresh: apoioNovo,
    call: (w) => ({ params: { id: (w as World & { apoioId: number }).apoioId } }),
  }),
};
