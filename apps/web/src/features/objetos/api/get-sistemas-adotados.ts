import type { ItemLista } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

export async function getSistemasAdotados(): Promise<ItemLista[]> {
  return (await api.get<ItemLista[]>('SistemaAdotado')).data;
}

export const sistemasAdotadosQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.sistemasAdotados(),
    queryFn: getSistemasAdotados,
    staleTime: 60 * 60_000,
  });

/** Production systems (extensivo, semi-intensivo, intensivo…) for a rural producer's unit. */
export function useSistemasAdotados(enabled = true) {
  return useQuery({ ...sistemasAdotadosQueryOptions(), enabled });
}
