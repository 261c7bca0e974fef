import type { GrupoRelatorioComparativo, RelatorioComparativo } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relatorioKeys } from './keys';
import type { RelatorioKey } from './relatorio-key';
import { reportPath } from './report-path';

export async function getRelatorioComparativo(
  key: RelatorioKey,
  grupo: GrupoRelatorioComparativo,
): Promise<RelatorioComparativo> {
  const path = reportPath(`Objeto/${key.objetoId}/${key.edicaoId}/${key.questionarioId}/comparativo`, {
    grupo,
    user_id: key.userId,
  });
  return (await api.get<RelatorioComparativo>(path)).data;
}

export const relatorioComparativoQueryOptions = (key: RelatorioKey, grupo: GrupoRelatorioComparativo) =>
  queryOptions({
    queryKey: relatorioKeys.comparativo(key, grupo),
    queryFn: () => getRelatorioComparativo(key, grupo),
  });

/** Screen 22: the questionnaire against a group (or the previous questionnaire); keeps the last answer while switching. */
export function useRelatorioComparativo(key: RelatorioKey | null, grupo: GrupoRelatorioComparativo) {
  return useQuery({
    ...relatorioComparativoQueryOptions(key ?? { objetoId: 0, edicaoId: 0, questionarioId: 0 }, grupo),
    enabled: key !== null,
    placeholderData: keepPreviousData,
  });
}
