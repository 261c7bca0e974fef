import type { EvidenciaSalva } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { evidenciaKeys } from '@/lib/query-keys';

export async function getEvidencias(questionarioId: number): Promise<EvidenciaSalva[]> {
  return (await api.get<EvidenciaSalva[]>(`Evidencia/${questionarioId}`)).data;
}

export const evidenciasQueryOptions = (questionarioId: number) =>
  queryOptions({
    queryKey: evidenciaKeys.list(questionarioId),
    queryFn: () => getEvidencias(questionarioId),
  });

/** GET Evidencia/{questionarioId}: every evidence file of the questionnaire (all indicators). */
export function useEvidencias(questionarioId: number, enabled = true) {
  return useQuery({ ...evidenciasQueryOptions(questionarioId), enabled });
}
