import type { RelatorioPrioridades } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relatorioKeys } from './keys';
import type { RelatorioKey } from './relatorio-key';
import { reportPath } from './report-path';

export async function getRelatorioPrioridades(key: RelatorioKey): Promise<RelatorioPrioridades> {
  const path = reportPath(`Objeto/${key.objetoId}/${key.edicaoId}/${key.questionarioId}/prioridades`, {
    user_id: key.userId,
  });
  return (await api.get<RelatorioPrioridades>(path)).data;
}

export const relatorioPrioridadesQueryOptions = (key: RelatorioKey) =>
  queryOptions({
    queryKey: relatorioKeys.prioridades(key),
    queryFn: () => getRelatorioPrioridades(key),
  });

/** Screen 21: at most five priority indicators, in the server's (SCORING.md) order. */
export function useRelatorioPrioridades(key: RelatorioKey | null) {
  return useQuery({
    ...relatorioPrioridadesQueryOptions(key ?? { objetoId: 0, edicaoId: 0, questionarioId: 0 }),
    enabled: key !== null,
  });
}
