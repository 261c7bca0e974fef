import { z } from 'zod';
import { dataResponse, idField, paginated, paginationQuery } from './common.ts';

/** Where a request for a CPF/CNPJ held by another account stands. */
export const SOLICITACAO_SITUACOES = ['aberta', 'resolvida', 'rejeitada'] as const;
export type SolicitacaoSituacao = (typeof SOLICITACAO_SITUACOES)[number];

/** POST SolicitacaoDocumento: the caller sends the request kept when the e-mail was confirmed (no fields). */
export const solicitacaoDocumentoBody = z.object({}).nullish();

/** The caller's request, as the user side shows it. */
export const solicitacaoDocumento = z.object({
  id: z.number(),
  tipo: z.enum(['cpf', 'cnpj']),
  situacao: z.enum(SOLICITACAO_SITUACOES),
});
export const solicitacaoDocumentoResponse = dataResponse(solicitacaoDocumento);

export const ADMIN_SOLICITACAO_SORT = ['enviadaEm', 'nome'] as const;

/** GET Admin/SolicitacaoDocumento: open requests by default, oldest first. */
export const adminSolicitacaoListQuery = paginationQuery(ADMIN_SOLICITACAO_SORT, {
  sort: 'enviadaEm',
  pageSize: 20,
}).extend({
  situacao: z.enum(SOLICITACAO_SITUACOES, { error: 'Situação inválida' }).default('aberta'),
});
export type AdminSolicitacaoListQuery = z.input<typeof adminSolicitacaoListQuery>;

const pessoa = z.object({ id: z.number(), nome: z.string(), email: z.string() });

/** One request in the admin list: who asks, for which document, and who holds it now. */
export const adminSolicitacaoItem = z.object({
  id: z.number(),
  tipo: z.enum(['cpf', 'cnpj']),
  documento: z.string(),
  situacao: z.enum(SOLICITACAO_SITUACOES),
  enviadaEm: z.string().nullable(),
  decididaEm: z.string().nullable(),
  solicitante: pessoa,
  /** The other account holding the document now (null once nobody but the requester does). */
  titular: pessoa.nullable(),
});
export type AdminSolicitacaoItem = z.infer<typeof adminSolicitacaoItem>;
export const adminSolicitacaoList = paginated(adminSolicitacaoItem);
export type AdminSolicitacaoList = z.infer<typeof adminSolicitacaoList>['data'];

export const adminSolicitacaoParams = z.object({ id: idField('Solicitação inválida') });

/** POST Admin/SolicitacaoDocumento/{id}/Resolver or /Rejeitar (no fields). */
export const adminSolicitacaoDecisaoBody = z.object({}).nullish();
export const adminSolicitacaoDecisaoResponse = dataResponse(adminSolicitacaoItem);
