import type { AdminObjetosResponse } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminObjetoKeys } from './keys';

export type AdminObjetosPage = AdminObjetosResponse['data'];

/** GET Admin/Objeto: one page of every unit, with the list's sort, search and filters as query parameters. */
export async function getAdminObjetos(query: QueryParams): Promise<AdminObjetosPage> {
  return (await api.get<AdminObjetosPage>('Admin/Objeto', query)).data;
}

export const adminObjetosQueryOptions = (query: QueryParams) =>
  queryOptions({ queryKey: adminObjetoKeys.list(query), queryFn: () => getAdminObjetos(query) });

/** The admin unit list (null: not asked yet); keeps the previous page on screen while the next one loads. */
export function useAdminObjetos(query: QueryParams | null) {
  return useQuery({
    ...adminObjetosQueryOptions(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
