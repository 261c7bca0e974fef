import type { AdminEstatisticasPlanos, AdminEstatisticasPlanosBody } from '@guia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getEstatisticasPlanos(
  filtros: AdminEstatisticasPlanosBody,
): Promise<AdminEstatisticasPlanos> {
  return (await api.post<AdminEstatisticasPlanos>('Admin/Estatisticas/PlanosAcao', filtros)).data;
}

/** POST Admin/Estatisticas/PlanosAcao for the statistics' filters; the previous figures stay while new ones load. */
export function useEstatisticasPlanos(filtros: AdminEstatisticasPlanosBody) {
  return useQuery({
    queryKey: ['admin', 'estatisticas', 'planos', filtros],
    queryFn: () => getEstatisticasPlanos(filtros),
    placeholderData: keepPreviousData,
  });
}
