import type { Cidade } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

export async function getCidades(uf: string): Promise<Cidade[]> {
  return (await api.get<Cidade[]>(`Estado/${encodeURIComponent(uf)}/Cidade`)).data;
}

export const cidadesQueryOptions = (uf: string) =>
  queryOptions({
    queryKey: referenceKeys.cidades(uf),
    queryFn: () => getCidades(uf),
    staleTime: 24 * 60 * 60_000,
  });

/** The municipalities of one state (IBGE codes); nothing is loaded before a state is chosen. */
export function useCidades(uf: string) {
  return useQuery({ ...cidadesQueryOptions(uf), enabled: uf !== '' });
}
