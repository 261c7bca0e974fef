import { CONSENTIMENTO_AUTORIZACAO } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test/build-test-app.ts';
import type { World } from '../test/fixture-world.ts';
import {
  conceder,
  corpoDaAutorizacao,
  credenciarTecnico,
  pedidoPendente,
  tecnicoComCpf,
} from '../test/tecnicos.ts';
import { ADMIN_ONLY, type Row, row, SIGNED_IN } from './authorization-matrix.test-support.ts';

/** The records of delegation a row calls: an accredited technician, a grant, a request, a decided one. */
interface ComTecnico {
  tecnicoCpf: string;
  tecnicoId: number;
  autorizacaoId: number;
  solicitacaoId: number;
}
const doTecnico = (w: World) => w as World & ComTecnico;

/** One accredited technician per world, with a live grant on the owner's unit (made on the first call). */
const tecnicos = new WeakMap<World, Promise<{ tecnicoCpf: string; tecnicoId: number }>>();
function tecnicoDoMundo(t: TestApp, w: World) {
  const feito =
    tecnicos.get(w) ??
    (async () => {
      const tec = await tecnicoComCpf(t);
      await conceder(t, { tecnicoId: tec.id, objetoId: w.objetoId });
      return { tecnicoCpf: tec.cpf, tecnicoId: tec.id };
    })();
  tecnicos.set(w, feito);
  return feito;
}

/** A grant of the owner's, new for each call (a revocation uses it up). */
async function concessaoNova(t: TestApp, w: World): Promise<Partial<World>> {
  const tec = await tecnicoComCpf(t);
  const autorizacaoId = await conceder(t, { tecnicoId: tec.id, objetoId: w.objetoId });
  return { autorizacaoId } as Partial<World>;
}

/** A technician's pending request to the owner, new for each call (an answer uses it up). */
async function pedidoNovo(t: TestApp, w: World): Promise<Partial<World>> {
  const tec = await tecnicoComCpf(t);
  return { solicitacaoId: await pedidoPendente(t, tec.id, w.owner.id) } as Partial<World>;
}

/** Nobody of the world has asked to be accredited: each caller's request is a new one (201). */
async function semCredenciamento(t: TestApp, w: World): Promise<Partial<World>> {
  await t.db.execute(
    sql`delete from tecnico where usuario_id in (${w.owner.id}, ${w.other.id}, ${w.admin.id})`,
  );
  return {};
}

/** Every signed-in caller of the world is an accredited technician. */
async function todosCredenciados(t: TestApp, w: World): Promise<Partial<World>> {
  for (const u of [w.owner, w.other, w.admin]) await credenciarTecnico(t, u.id);
  return {};
}

async function tecnicoNovo(t: TestApp, status: string): Promise<Partial<World>> {
  const tec = await tecnicoComCpf(t, status);
  return { tecnicoId: tec.id } as Partial<World>;
}

const permissoes = { preencher: true, evidencias: false, plano: false };

/**
 * Rows of delegation (issue 18 §1). The producer's consent is his alone: he grants, revokes and answers
 * requests on his own records, another user and an administrator get 404 like a missing record, and none
 * of it is audited (his own acts). A technician's and an administrator's calls are about themselves or
 * the admin area.
 */
export const LINHAS_TECNICO: Record<string, Row> = {
  'GET /api/Autorizacoes': row(SIGNED_IN, { fresh: async (t, w) => tecnicoDoMundo(t, w) as Partial<World> }),
  'POST /api/Autorizacoes': row([401, 201, 404, 404], {
    fresh: async (t, w) => tecnicoDoMundo(t, w) as Partial<World>,
    call: (w) => ({ body: corpoDaAutorizacao(doTecnico(w).tecnicoCpf, [w.objetoId]) }),
  }),
  'DELETE /api/Autorizacoes/:id': row([401, 204, 404, 404], {
    fresh: concessaoNova,
    call: (w) => ({ params: { id: doTecnico(w).autorizacaoId } }),
  }),
  'POST /api/Solicitacoes/:id/Aceitar': row([401, 201, 404, 404], {
    fresh: pedidoNovo,
    call: (w) => ({
      params: { id: doTecnico(w).solicitacaoId },
      body: {
        objeto_ids: [w.objetoId],
        permissoes,
        consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
      },
    }),
  }),
  'POST /api/Solicitacoes/:id/Recusar': row([401, 204, 404, 404], {
    fresh: pedidoNovo,
    call: (w) => ({ params: { id: doTecnico(w).solicitacaoId } }),
  }),
  'GET /api/Tecnico/Credenciamento': row(SIGNED_IN),
  'POST /api/Tecnico/Credenciamento': row([401, 201, 201, 201], {
    fresh: semCredenciamento,
    call: () => ({ body: { instituicao: 'Instituto X', registro_profissional: 'CRMV-MT 1234', uf: 'MT' } }),
  }),
  'GET /api/Tecnico/Unidades': row(SIGNED_IN),
  'POST /api/Tecnico/Solicitacoes': row([401, 202, 202, 202], {
    fresh: todosCredenciados,
    call: (w) => ({ body: { cpf_produtor: w.owner.cpf, mensagem: 'Sou o técnico da cooperativa' } }),
  }),
  'GET /api/Admin/Tecnicos': row(ADMIN_ONLY),
  'POST /api/Admin/Tecnicos/:id/Credenciar': row(ADMIN_ONLY, {
    fresh: (t) => tecnicoNovo(t, 'pendente'),
    call: (w) => ({ params: { id: doTecnico(w).tecnicoId } }),
  }),
  'POST /api/Admin/Tecnicos/:id/Suspender': row(ADMIN_ONLY, {
    fresh: (t) => tecnicoNovo(t, 'credenciado'),
    call: (w) => ({ params: { id: doTecnico(w).tecnicoId } }),
  }),
};
