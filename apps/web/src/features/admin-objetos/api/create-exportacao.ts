import type { AdminObjetosFiltrosInput } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST Admin/Objeto/Export: starts an export job of the list's filters; answers the job's id. */
export async function createExportacao(filtros: AdminObjetosFiltrosInput): Promise<{ id: number }> {
  return (await api.post<{ id: number }>('Admin/Objeto/Export', filtros)).data;
}

export function useCreateExportacao() {
  return useMutation({ mutationFn: createExportacao });
}
