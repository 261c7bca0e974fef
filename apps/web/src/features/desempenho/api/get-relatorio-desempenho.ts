import type { RelatorioDesempenho } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relatorioKeys } from './keys';
import { reportPath } from './report-path';

export interface DesempenhoKey {
  objetoId: number;
  edicaoId: number;
  /** Without it the server answers the unit's latest finished questionnaire of the edition. */
  questionarioId?: number | null;
  userId?: number | null;
}

export async function getRelatorioDesempenho(key: DesempenhoKey): Promise<RelatorioDesempenho> {
  const path = reportPath(`Objeto/${key.objetoId}/${key.edicaoId}`, {
    questionario_id: key.questionarioId,
    user_id: key.userId,
  });
  return (await api.get<RelatorioDesempenho>(path)).data;
}

export const relatorioDesempenhoQueryOptions = (key: DesempenhoKey) =>
  queryOptions({
    queryKey: relatorioKeys.desempenho(key),
    queryFn: () => getRelatorioDesempenho(key),
  });

/** Screen 19: the performance report of a finished questionnaire. */
export function useRelatorioDesempenho(key: DesempenhoKey | null) {
  return useQuery({
    ...relatorioDesempenhoQueryOptions(key ?? { objetoId: 0, edicaoId: 0 }),
    enabled: key !== null,
  });
}
