import type { PlanosDaUnidade } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planoKeys } from './keys';

export async function getPlanos(objetoId: number): Promise<PlanosDaUnidade> {
  return (await api.get<PlanosDaUnidade>(`Objeto/${objetoId}/PlanoAcao`)).data;
}

export const planosQueryOptions = (objetoId: number) =>
  queryOptions({ queryKey: planoKeys.daUnidade(objetoId), queryFn: () => getPlanos(objetoId) });

/** GET Objeto/{objetoId}/PlanoAcao: the unit's active plan and its last evaluated one (with outcomes). */
export function usePlanos(objetoId: number | null) {
  return useQuery({ ...planosQueryOptions(objetoId ?? 0), enabled: objetoId !== null });
}
