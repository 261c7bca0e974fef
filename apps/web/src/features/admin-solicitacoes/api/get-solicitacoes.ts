import type { AdminSolicitacaoList } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminSolicitacaoKeys } from './keys';

export async function getSolicitacoes(params: QueryParams): Promise<AdminSolicitacaoList> {
  return (await api.get<AdminSolicitacaoList>('Admin/SolicitacaoDocumento', params)).data;
}

export const solicitacoesQueryOptions = (params: QueryParams) =>
  queryOptions({
    queryKey: adminSolicitacaoKeys.list(params),
    queryFn: () => getSolicitacoes(params),
    placeholderData: keepPreviousData,
  });

/** One page of document requests (situation, search, sort and page from the URL). */
export function useSolicitacoes(params: QueryParams) {
  return useQuery(solicitacoesQueryOptions(params));
}
