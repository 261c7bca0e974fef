import type { Objeto } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys } from '@/lib/query-keys';

export async function getObjetos(): Promise<Objeto[]> {
  return (await api.get<Objeto[]>('Objeto')).data;
}

export const objetosQueryOptions = () => queryOptions({ queryKey: objetoKeys.lists(), queryFn: getObjetos });

/** The user's units. */
export function useObjetos() {
  return useQuery(objetosQueryOptions());
}
