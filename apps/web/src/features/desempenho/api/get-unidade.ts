import type { ObjetoDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys } from '@/lib/query-keys';
import { reportPath } from './report-path';

export async function getUnidade(id: number, userId?: number | null): Promise<ObjetoDetalhe> {
  return (await api.get<ObjetoDetalhe>(reportPath(`Objeto/${id}`, { user_id: userId }))).data;
}

export const unidadeQueryOptions = (id: number, userId?: number | null) =>
  queryOptions({
    queryKey: objetoKeys.detail(id, userId),
    queryFn: () => getUnidade(id, userId),
  });

/** Screen 18: the unit with its editions and finished questionnaires (GET Objeto/{id}). */
export function useUnidade(id: number | null, userId?: number | null) {
  return useQuery({ ...unidadeQueryOptions(id ?? 0, userId), enabled: id !== null });
}
