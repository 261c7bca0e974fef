import type { Resumo } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resumoKeys } from '@/lib/query-keys';

export async function getResumo(): Promise<Resumo> {
  return (await api.get<Resumo>('Resumo')).data;
}

/** Key ['resumo']: the unit mutations of features/objetos invalidate it. */
export const resumoQueryOptions = () => queryOptions({ queryKey: resumoKeys.all, queryFn: getResumo });

/** The summary: the user's units (editions and questionnaires join them in a later version). */
export function useResumo() {
  return useQuery(resumoQueryOptions());
}
