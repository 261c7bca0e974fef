import { expect } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { UNIDADE_VAREJO } from '../test/factories.ts';
import type { World } from '../test/fixture-world.ts';
import {
  ADMIN_ONLY,
  freshUnit,
  lido,
  OWNER_ONLY,
  OWNER_OR_ADMIN_READS,
  type Row,
  relatorio,
  row,
  SIGNED_IN,
} from './authorization-matrix.test-support.ts';

/** A finished export of every unit (the admin's), for the export status and download rows. */
const exportacaoPronta = async (t: TestApp, w: World) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/Objeto/Export',
    headers: w.admin.auth,
    payload: {},
  });
  await t.app.exportacoes.processarPendentes();
  return { exportacaoId: res.json().data.id as number } as Partial<World>;
};
const exportacaoId = (w: World) => (w as World & { exportacaoId: number }).exportacaoId;

/** Rows of the units: every unit for administrators, each user's own. */
export const LINHAS_OBJETO: Record<string, Row> = {
  // Every unit, for administrators.
  'GET /api/Admin/Objeto': row(ADMIN_ONLY, { call: () => ({ query: { filtro: 'todos' } }) }),
  'GET /api/Admin/Objeto/Municipio': row(ADMIN_ONLY, { call: () => ({ query: { uf: 'SP' } }) }),
  'POST /api/Admin/Objeto': row(ADMIN_ONLY, {
    call: () => ({
      body: { pagination: { itemsPerPage: 50, page: 1 }, filtros: { filtro: 'todos', uf: 'SP' } },
    }),
  }),
  'GET /api/Admin/Objeto/:objetoId': row(ADMIN_ONLY, {
    audit: lido('objeto.ver', (w) => w.objetoFinalizadoId),
  }),
  'GET /api/Admin/Objeto/:objetoId/:edicaoId': row(ADMIN_ONLY, {
    audit: relatorio('relatorio.desempenho'),
  }),
  'GET /api/Admin/Objeto/Export': row(ADMIN_ONLY, {
    call: () => ({ query: { uf: 'SP' } }),
    audit: () => ({
      acao: 'objetos.exportar',
      alvo: null,
      objetoId: null,
      detalhes: { exportacaoId: expect.any(Number), filtros: { uf: 'SP', filtro: 'todos' } },
    }),
  }),
  'POST /api/Admin/Objeto/Export': row([401, 404, 404, 202], {
    call: () => ({ body: { uf: 'SP' } }),
    audit: () => ({
      acao: 'objetos.exportar',
      alvo: null,
      objetoId: null,
      detalhes: { exportacaoId: expect.any(Number), filtros: { uf: 'SP', filtro: 'todos' } },
    }),
  }),
  'GET /api/Admin/Objeto/Export/:id': row(ADMIN_ONLY, {
    fresh: exportacaoPronta,
    call: (w) => ({ params: { id: exportacaoId(w) } }),
    audit: () => null,
  }),
  'GET /api/Admin/Objeto/Export/:id/arquivo': row(ADMIN_ONLY, {
    fresh: exportacaoPronta,
    call: (w) => ({ params: { id: exportacaoId(w) } }),
    audit: (w) => ({
      acao: 'objetos.exportacao.baixar',
      alvo: null,
      objetoId: null,
      detalhes: { exportacaoId: exportacaoId(w) },
    }),
  }),

  // Units: each user lists their own; one unit is read by its owner and administrators, changed by its owner.
  'POST /api/Objeto': row([401, 201, 201, 201], {
    call: () => ({ body: { ...UNIDADE_VAREJO, nomeunidade: 'Unidade Nova' } }),
  }),
  'GET /api/Objeto': row(SIGNED_IN),
  'GET /api/Objeto/Finalizado': row(SIGNED_IN),
  'GET /api/Resumo': row(SIGNED_IN),
  'GET /api/Objeto/:id': row(OWNER_OR_ADMIN_READS, {
    call: (w) => ({ params: { id: w.objetoId } }),
    audit: lido('objeto.ver', (w) => w.objetoId),
  }),
  'PUT /api/Objeto/:id': row(OWNER_ONLY, {
    call: (w) => ({ params: { id: w.objetoId }, body: UNIDADE_VAREJO }),
  }),
  'DELETE /api/Objeto/:id': row(OWNER_ONLY, {
    fresh: freshUnit,
    call: (w) => ({ params: { id: w.objetoId } }),
  }),
};
