import type { ItemLista } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

export async function getAtividades(): Promise<ItemLista[]> {
  return (await api.get<ItemLista[]>('Atividade')).data;
}

export const atividadesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.atividades(), queryFn: getAtividades, staleTime: 60 * 60_000 });

/** Activity cycles (cria, recria, engorda…) for a rural producer's unit. */
export function useAtividades(enabled = true) {
  return useQuery({ ...atividadesQueryOptions(), enabled });
}
