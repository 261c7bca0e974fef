import type { RelatorioCompleto } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relatorioKeys } from './keys';
import type { RelatorioKey } from './relatorio-key';
import { reportPath } from './report-path';

export async function getRelatorioCompleto(key: RelatorioKey): Promise<RelatorioCompleto> {
  const path = reportPath(`Objeto/${key.objetoId}/${key.edicaoId}/${key.questionarioId}/completo`, {
    user_id: key.userId,
  });
  return (await api.get<RelatorioCompleto>(path)).data;
}

export const relatorioCompletoQueryOptions = (key: RelatorioKey) =>
  queryOptions({
    queryKey: relatorioKeys.completo(key),
    queryFn: () => getRelatorioCompleto(key),
  });

/** Screen 20: every indicator's answer with the per-principle scores. */
export function useRelatorioCompleto(key: RelatorioKey | null) {
  return useQuery({
    ...relatorioCompletoQueryOptions(key ?? { objetoId: 0, edicaoId: 0, questionarioId: 0 }),
    enabled: key !== null,
  });
}
