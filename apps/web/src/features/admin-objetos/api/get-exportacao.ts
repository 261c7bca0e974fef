import type { AdminExportacao } from '@guia/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminObjetoKeys } from './keys';

/** While a job runs its progress is asked again every second. */
export const EXPORTACAO_POLL_MS = 1000;

/** GET Admin/Objeto/Export/:id: the job's status and progress. */
export async function getExportacao(id: number): Promise<AdminExportacao> {
  return (await api.get<AdminExportacao>(`Admin/Objeto/Export/${id}`)).data;
}

export const exportacaoTerminou = (e: AdminExportacao | undefined) =>
  e?.status === 'pronto' || e?.status === 'erro';

/** Polls a job until it is ready or has failed. */
export function useExportacao(id: number | null) {
  return useQuery({
    queryKey: adminObjetoKeys.exportacao(id ?? 0),
    queryFn: () => getExportacao(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (exportacaoTerminou(query.state.data) ? false : EXPORTACAO_POLL_MS),
  });
}
