import type { AdminUsuarioList } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminUsuarioKeys } from './keys';

/** Every admin user query starts with this key: a role change or an edit refreshes them all. */

export async function getUsuarios(params: QueryParams): Promise<AdminUsuarioList> {
  return (await api.get<AdminUsuarioList>('Admin/Usuario', params)).data;
}

export const usuariosQueryOptions = (params: QueryParams) =>
  queryOptions({
    queryKey: adminUsuarioKeys.list(params),
    queryFn: () => getUsuarios(params),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the admin user list (sort, search, filters and page from the URL). */
export function useUsuarios(params: QueryParams) {
  return useQuery(usuariosQueryOptions(params));
}
