import type { AdminGuiaHistorico } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export const HISTORICO_PAGE_SIZE = 20;

export async function getGuiaHistorico(
  productId: number | string,
  page: number,
): Promise<AdminGuiaHistorico> {
  return (
    await api.get<AdminGuiaHistorico>(`Admin/Guia/${productId}/Historico`, {
      page,
      pageSize: HISTORICO_PAGE_SIZE,
    })
  ).data;
}

export const guiaHistoricoQueryOptions = (productId: number | string, page: number) =>
  queryOptions({
    queryKey: adminGuiaKeys.historico(productId, page),
    queryFn: () => getGuiaHistorico(productId, page),
    placeholderData: keepPreviousData,
  });

/** The audit rows of an edition, newest first. */
export function useGuiaHistorico(productId: number | string, page: number) {
  return useQuery(guiaHistoricoQueryOptions(productId, page));
}
