import type { AdminEstatisticas, AdminEstatisticasBody } from '@guia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getEstatisticas(filtros: AdminEstatisticasBody): Promise<AdminEstatisticas> {
  return (await api.post<AdminEstatisticas>('Admin/Estatisticas', filtros)).data;
}

/** POST Admin/Estatisticas for the filters; the previous numbers stay on screen while new ones load. */
export function useEstatisticas(filtros: AdminEstatisticasBody) {
  return useQuery({
    queryKey: ['admin', 'estatisticas', filtros],
    queryFn: () => getEstatisticas(filtros),
    placeholderData: keepPreviousData,
  });
}
