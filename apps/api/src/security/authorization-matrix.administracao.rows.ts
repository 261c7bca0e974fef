import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { ADMIN_ONLY, lido, type Row, row } from './authorization-matrix.test-support.ts';

/** Publishing new terms asks every user to accept them again: the test users accept at once. */
const reaceitar = async (t: TestApp) => {
  await t.db.execute(
    sql`update usuario set aceite_versao = (select max(versao) from documento_legal), aceite_em = now()`,
  );
};

/** Rows of the administration of users, terms, document requests and statistics. */
export const LINHAS_ADMINISTRACAO: Record<string, Row> = {
  // Administration.
  'GET /api/Admin/TermosUso': row(ADMIN_ONLY),
  'POST /api/Admin/TermosUso': row(ADMIN_ONLY, {
    call: () => ({ body: { texto: '<p>Termos de uso</p>', resumo: 'Texto revisto' } }),
    after: reaceitar,
  }),
  'GET /api/Admin/Usuario': row(ADMIN_ONLY),
  'GET /api/Admin/SolicitacaoDocumento': row(ADMIN_ONLY),
  // Decisions on a request that does not exist: the administrator too gets 404 (200 in the module's tests).
  'POST /api/Admin/SolicitacaoDocumento/:id/Resolver': row([401, 404, 404, 404], {
    call: () => ({ params: { id: 999_999 } }),
  }),
  'POST /api/Admin/SolicitacaoDocumento/:id/Rejeitar': row([401, 404, 404, 404], {
    call: () => ({ params: { id: 999_999 } }),
  }),
  'GET /api/Admin/Usuario/:userId': row(ADMIN_ONLY, {
    call: (w) => ({ params: { userId: w.owner.id } }),
    audit: lido('usuario.ver', () => null),
  }),
  'GET /api/Admin/Usuario/:userId/Acessos': row(ADMIN_ONLY, {
    call: (w) => ({ params: { userId: w.owner.id } }),
  }),
  // The owner stays a visitante (a no-op for the administrator), so the other rows keep their callers.
  'PUT /api/Admin/Usuario/:userId/Role': row(ADMIN_ONLY, {
    call: (w) => ({ params: { userId: w.owner.id }, body: { role: 'visitante' } }),
    audit: () => null,
  }),
  'PUT /api/Admin/Usuario/:userId': row(ADMIN_ONLY, {
    call: (w) => ({
      params: { userId: w.owner.id },
      body: { nome: 'Dono da Unidade', email: w.owner.email, celular: '(65)99999-8888' },
    }),
    audit: () => ({
      acao: 'usuario.editar',
      alvo: 'owner',
      objetoId: null,
      detalhes: { campos: expect.any(Array) },
    }),
  }),
  'POST /api/Admin/Estatisticas': row(ADMIN_ONLY, { call: () => ({ body: { intervalo: '1 year' } }) }),
  // Aggregates only, under the confidentiality floor: not audited (no producer's record is read).
  'POST /api/Admin/Estatisticas/PlanosAcao': row(ADMIN_ONLY, {
    call: () => ({ body: { intervalo: '1 year' } }),
  }),
  'GET /api/Admin/PoliticaPrivacidade': row(ADMIN_ONLY),
  'POST /api/Admin/PoliticaPrivacidade': row(ADMIN_ONLY, {
    after: reaceitar,
    call: () => ({ body: { texto: '<p>Política</p>', resumo: 'Texto revisto' } }),
  }),
};
