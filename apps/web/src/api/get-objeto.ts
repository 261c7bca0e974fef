import type { ObjetoDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys } from '@/lib/query-keys';

export async function getObjeto(id: number): Promise<ObjetoDetalhe> {
  return (await api.get<ObjetoDetalhe>(`Objeto/${id}`)).data;
}

export const objetoQueryOptions = (id: number) =>
  queryOptions({ queryKey: objetoKeys.detail(id), queryFn: () => getObjeto(id) });

/** One of the user's units with its {product} editions; another user's unit answers 404 like a missing one. */
export function useObjeto(id: number | null) {
  return useQuery({ ...objetoQueryOptions(id ?? 0), enabled: id !== null });
}
