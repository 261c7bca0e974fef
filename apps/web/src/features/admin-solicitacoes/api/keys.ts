import type { QueryParams } from '@/lib/api-client';

/** Query keys of the document-request screen: one factory, so invalidations and reads agree. */
export const adminSolicitacaoKeys = {
  all: ['admin', 'solicitacoes'] as const,
  list: (query: QueryParams) => [...adminSolicitacaoKeys.all, 'lista', query] as const,
};
