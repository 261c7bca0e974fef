import type { adminSolicitacaoListQuery } from '@guia/shared';
import { aliasedTable, and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { conflict, notFound } from '../../errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';

export const MESSAGES = {
  noDraft: 'Não há pedido a enviar para a sua conta.',
  sent: 'Pedido enviado ao suporte. Você receberá a resposta por e-mail ou telefone.',
  notFound: 'Solicitação não encontrada.',
  notOpen: 'Esta solicitação já foi decidida.',
  resolved: 'Solicitação resolvida: o documento passou para a conta do solicitante.',
  rejected: 'Solicitação rejeitada.',
} as const;

const s = schema.solicitacaoDocumento;
const u = schema.usuario;
const titular = aliasedTable(schema.usuario, 'titular');

type ListQuery = z.output<typeof adminSolicitacaoListQuery>;

/** One request with its requester and the account holding the document now. */
export interface SolicitacaoItemRow {
  id: number;
  tipo: string;
  documento: string;
  situacao: string;
  enviadaEm: Date | null;
  decididaEm: Date | null;
  solicitanteId: number;
  solicitanteNome: string;
  solicitanteEmail: string;
  titularId: number | null;
  titularNome: string | null;
  titularEmail: string | null;
}

/** The account that holds the request's document now (joined on the document of the request's kind). */
const holds = and(
  sql`${titular.id} <> ${s.usuarioId}`,
  or(
    and(eq(s.tipo, 'cpf'), eq(titular.cpf, s.documento)),
    and(eq(s.tipo, 'cnpj'), eq(titular.cnpj, s.documento)),
  ),
);

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Requests for a CPF/CNPJ that another confirmed account holds: the user sends the draft kept when
// the e-mail was confirmed; an administrator lists the open ones and resolves (the document moves to
// the requester) or rejects them. Every administrative read and decision is audited.

const itemFields = {
  id: s.id,
  tipo: s.tipo,
  documento: s.documento,
  situacao: s.situacao,
  enviadaEm: s.enviadaEm,
  decididaEm: s.decididaEm,
  solicitanteId: u.id,
  solicitanteNome: u.nome,
  solicitanteEmail: u.email,
  titularId: titular.id,
  titularNome: titular.nome,
  titularEmail: titular.email,
};

const selectItems = (tx: Database) =>
  tx.select(itemFields).from(s).innerJoin(u, eq(u.id, s.usuarioId)).leftJoin(titular, holds);

async function loadItem(tx: Database, id: number): Promise<SolicitacaoItemRow> {
  const [row] = await selectItems(tx).where(and(eq(s.id, id), sql`${s.situacao} <> 'rascunho'`));
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** Locks an open request for a decision (404 when unknown or a draft, 409 when already decided). */
async function lockOpen(tx: Database, id: number) {
  const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
  if (!row || row.situacao === 'rascunho') throw notFound(MESSAGES.notFound);
  if (row.situacao !== 'aberta') throw conflict(MESSAGES.notOpen);
  return row;
}

/** The caller sends the draft made when their e-mail was confirmed (404 when there is none). */
export async function sendSolicitacao(db: Database, usuarioId: number) {
  const [row] = await db
    .update(s)
    .set({ situacao: 'aberta', enviadaEm: new Date() })
    .where(and(eq(s.usuarioId, usuarioId), eq(s.situacao, 'rascunho')))
    .returning({ id: s.id, tipo: s.tipo, situacao: s.situacao });
  if (!row) throw notFound(MESSAGES.noDraft);
  return row;
}

/** One page of requests in one situation; the read is audited (it shows producers' documents). */
export async function listSolicitacoes(db: Database, actorId: number, query: ListQuery) {
  const where = and(
    eq(s.situacao, query.situacao),
    query.q
      ? or(
          sql`${u.nome} ilike ${`%${escapeLike(query.q)}%`}`,
          sql`${u.email} ilike ${`%${escapeLike(query.q)}%`}`,
          eq(s.documento, query.q.replace(/\D/g, '') || '-'),
        )
      : undefined,
  );
  const dir = query.order === 'desc' ? desc : asc;
  const orderBy: Record<ListQuery['sort'], SQL[]> = {
    enviadaEm: [dir(s.enviadaEm)],
    nome: [dir(u.nome)],
  };
  await registrarAuditoria(db, {
    atorId: actorId,
    acao: 'solicitacao-documento.listar',
    detalhes: { situacao: query.situacao, pagina: query.page },
  });
  return paginate(
    query,
    ({ limit, offset }) =>
      selectItems(db)
        .where(where)
        .orderBy(...orderBy[query.sort], dir(s.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(s)
        .innerJoin(u, eq(u.id, s.usuarioId))
        .where(where);
      return row?.total ?? 0;
    },
  );
}

/**
 * Resolves an open request: in one transaction the document leaves the account holding it and
 * goes to the requester, with one audit row for each of the two accounts.
 */
export async function resolveSolicitacao(
  db: Database,
  actorId: number,
  id: number,
): Promise<SolicitacaoItemRow> {
  return db.transaction(async (tx) => {
    const request = await lockOpen(tx, id);
    const column = request.tipo === 'cnpj' ? u.cnpj : u.cpf;
    const released = await tx
      .update(u)
      .set(
        request.tipo === 'cnpj'
          ? { cnpj: null, atualizadoEm: new Date() }
          : { cpf: null, atualizadoEm: new Date() },
      )
      .where(and(eq(column, request.documento), sql`${u.id} <> ${request.usuarioId}`))
      .returning({ id: u.id });
    await tx
      .update(u)
      .set({
        selecao: request.tipo,
        ...(request.tipo === 'cnpj' ? { cnpj: request.documento } : { cpf: request.documento }),
        atualizadoEm: new Date(),
      })
      .where(eq(u.id, request.usuarioId));
    await tx
      .update(s)
      .set({ situacao: 'resolvida', decididaEm: new Date(), decididaPor: actorId })
      .where(eq(s.id, id));
    const detalhes = { solicitacao: id, tipo: request.tipo };
    await registrarAuditoria(tx, {
      atorId: actorId,
      acao: 'solicitacao-documento.resolver',
      alvoUsuarioId: request.usuarioId,
      detalhes: { ...detalhes, recebeu: true },
    });
    for (const holder of released) {
      await registrarAuditoria(tx, {
        atorId: actorId,
        acao: 'solicitacao-documento.resolver',
        alvoUsuarioId: holder.id,
        detalhes: { ...detalhes, perdeu: true },
      });
    }
    return loadItem(tx, id);
  });
}

/** Rejects an open request (audited); nothing else changes. */
export async function rejectSolicitacao(
  db: Database,
  actorId: number,
  id: number,
): Promise<SolicitacaoItemRow> {
  return db.transaction(async (tx) => {
    const request = await lockOpen(tx, id);
    await tx
      .update(s)
      .set({ situacao: 'rejeitada', decididaEm: new Date(), decididaPor: actorId })
      .where(eq(s.id, id));
    await registrarAuditoria(tx, {
      atorId: actorId,
      acao: 'solicitacao-documento.rejeitar',
      alvoUsuarioId: request.usuarioId,
      detalhes: { solicitacao: id, tipo: request.tipo },
    });
    return loadItem(tx, id);
  });
}
