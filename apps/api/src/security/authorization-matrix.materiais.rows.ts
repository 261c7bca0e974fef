import { schema } from '../db/client.ts';
import type { TestApp } from '../test/build-test-app.ts';
import type { World } from '../test/fixture-world.ts';
import { formulario, PDF_BYTES } from '../test/multipart.ts';
import { ADMIN_ONLY, type Row, row, SIGNED_IN } from './authorization-matrix.test-support.ts';

/** The seeded library's first material type, for the producers' library rows. */
const primeiroTipoMaterial = async (t: TestApp) => {
  const [tipo] = await t.db
    .select({ id: schema.materialTipo.id, temaId: schema.materialTipo.temaId })
    .from(schema.materialTipo)
    .orderBy(schema.materialTipo.id)
    .limit(1);
  return { tipoMaterial: tipo! } as Partial<World>;
};
const tipoMaterial = (w: World) =>
  (w as World & { tipoMaterial: { id: number; temaId: number } }).tipoMaterial;

/** The support-material library: a theme, a type and a material made anew for each call. */
type Biblioteca = World & {
  temaId: number;
  tipoId: number;
  materialId: number;
  categoriaId: number;
  form: Awaited<ReturnType<typeof formulario>>;
};
const bib = (w: World) => w as Biblioteca;
const temaNovo = async (t: TestApp) => {
  const [tema] = await t.db
    .insert(schema.materialTema)
    .values({ titulo: 'Cartilhas', descricao: 'Guias', icone: 'icn-cartilha' })
    .returning({ id: schema.materialTema.id });
  return { temaId: tema!.id } as Partial<World>;
};
const tipoNovo = async (t: TestApp) => {
  const { temaId } = (await temaNovo(t)) as Partial<Biblioteca>;
  const [tipo] = await t.db
    .insert(schema.materialTipo)
    .values({ temaId: temaId!, titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' })
    .returning({ id: schema.materialTipo.id });
  const form = await formulario({ titulo: 'Cartilha', descricao: 'D' }, { nome: 'c.pdf', bytes: PDF_BYTES });
  return { temaId, tipoId: tipo!.id, form } as Partial<World>;
};
const materialNovo = async (t: TestApp) => {
  const ids = (await tipoNovo(t)) as Partial<Biblioteca>;
  const [m] = await t.db
    .insert(schema.material)
    .values({ tipoId: ids.tipoId!, titulo: 'Portal', descricao: 'D', link: 'https://exemplo.org' })
    .returning({ id: schema.material.id });
  const form = await formulario({ titulo: 'Portal', descricao: 'Outra' });
  return { ...ids, materialId: m!.id, form } as Partial<World>;
};
let categoriasNovas = 0;
const categoriaNova = async (t: TestApp) => {
  categoriasNovas += 1;
  const [c] = await t.db
    .insert(schema.categoria)
    .values({
      id: 900 + categoriasNovas,
      sigla: `N${categoriasNovas}`,
      titulo: 'Nova',
      descricao: 'Nova',
      cor: '#123456',
    })
    .returning({ id: schema.categoria.id });
  return { categoriaId: c!.id } as Partial<World>;
};
const multipart = (w: World) => ({ body: bib(w).form.payload, headers: bib(w).form.headers });
const TEMA = { titulo: 'Vídeos', descricao: 'Vídeos curtos', icone: 'icn-video' };
const TIPO = { titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' };

/** Rows of the support-material library (administrators and producers) and the categories. */
export const LINHAS_MATERIAIS: Record<string, Row> = {
  // The support-material library and the platform categories.
  'GET /api/Admin/MaterialApoio': row(ADMIN_ONLY),
  'POST /api/Admin/MaterialApoio': row(ADMIN_ONLY, { call: () => ({ body: TEMA }) }),
  'PUT /api/Admin/MaterialApoio/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId }, body: TEMA }),
  }),
  'DELETE /api/Admin/MaterialApoio/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId } }),
  }),
  'GET /api/Admin/MaterialApoio/TipoMaterial/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId } }),
  }),
  'POST /api/Admin/MaterialApoio/TipoMaterial/:temaId': row(ADMIN_ONLY, {
    fresh: temaNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId }, body: TIPO }),
  }),
  'PUT /api/Admin/MaterialApoio/TipoMaterial/:temaId/:id': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, id: bib(w).tipoId }, body: TIPO }),
  }),
  'DELETE /api/Admin/MaterialApoio/TipoMaterial/:temaId/:id': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, id: bib(w).tipoId } }),
  }),
  'GET /api/Admin/MaterialApoio/Material/:temaId/:tipoId': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId } }),
  }),
  'POST /api/Admin/MaterialApoio/Material/:temaId/:tipoId': row(ADMIN_ONLY, {
    fresh: tipoNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId }, ...multipart(w) }),
  }),
  'PUT /api/Admin/MaterialApoio/Material/:temaId/:tipoId/:id': row(ADMIN_ONLY, {
    fresh: materialNovo,
    call: (w) => ({
      params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId, id: bib(w).materialId },
      ...multipart(w),
    }),
  }),
  'DELETE /api/Admin/MaterialApoio/Material/:temaId/:tipoId/:id': row(ADMIN_ONLY, {
    fresh: materialNovo,
    call: (w) => ({ params: { temaId: bib(w).temaId, tipoId: bib(w).tipoId, id: bib(w).materialId } }),
  }),
  'GET /api/Admin/Categoria': row(ADMIN_ONLY),
  'POST /api/Admin/Categoria': row(ADMIN_ONLY, {
    call: () => {
      categoriasNovas += 1;
      return { body: { sigla: `P${categoriasNovas}`, descricao: 'Nova categoria', cor: '#1e63b5' } };
    },
  }),
  'PUT /api/Admin/Categoria/:id': row(ADMIN_ONLY, {
    fresh: categoriaNova,
    call: (w) => ({ params: { id: bib(w).categoriaId }, body: { ativo: false } }),
  }),
  'DELETE /api/Admin/Categoria/:id': row(ADMIN_ONLY, {
    fresh: categoriaNova,
    call: (w) => ({ params: { id: bib(w).categoriaId } }),
  }),
  // The support-material library: the same for every signed-in user, files included.
  'GET /api/MaterialApoio/Tema': row(SIGNED_IN),
  'GET /api/MaterialApoio/TipoMaterial/:temaId': row(SIGNED_IN, {
    fresh: primeiroTipoMaterial,
    call: (w) => ({ params: { temaId: tipoMaterial(w).temaId } }),
  }),
  'GET /api/MaterialApoio/Material/:temaId/:tipoMaterialId': row(SIGNED_IN, {
    fresh: primeiroTipoMaterial,
    call: (w) => ({ params: { temaId: tipoMaterial(w).temaId, tipoMaterialId: tipoMaterial(w).id } }),
  }),
  'GET /api/Apoio': row(SIGNED_IN),
  'GET /api/Material/*': row(SIGNED_IN, {
    call: () => ({ params: { '*': 'material/seed/cartilha-1-gestao.pdf' } }),
  }),
};
