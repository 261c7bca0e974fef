import type { Categoria } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

export async function getCategorias(): Promise<Categoria[]> {
  return (await api.get<Categoria[]>('Categoria?onlyActive=true')).data;
}

export const categoriasQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.categoriasAtivas(),
    queryFn: getCategorias,
    staleTime: 10 * 60_000,
  });

/** The active categories a unit can be registered under. */
export function useCategorias() {
  return useQuery(categoriasQueryOptions());
}
