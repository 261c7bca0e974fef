import type { AdminEstrutura } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export async function getEstrutura(
  productId: number | string,
  principioId: number | string,
): Promise<AdminEstrutura> {
  return (await api.get<AdminEstrutura>(`Admin/Guia/${productId}/Indicador/${principioId}`)).data;
}

export const estruturaQueryOptions = (productId: number | string, principioId: number | string) =>
  queryOptions({
    queryKey: adminGuiaKeys.estrutura(productId, principioId),
    queryFn: () => getEstrutura(productId, principioId),
    // The editor holds its own copy while typing: no refetch behind the administrator's back.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A principle's criteria, indicators, levels and support materials, with its version. */
export function useEstrutura(productId: number | string, principioId: number | string) {
  return useQuery(estruturaQueryOptions(productId, principioId));
}
