import type { AdminGuiaList } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export async function getGuias(params: QueryParams): Promise<AdminGuiaList> {
  return (await api.get<AdminGuiaList>('Admin/Guia', params)).data;
}

export const guiasQueryOptions = (params: QueryParams) =>
  queryOptions({
    queryKey: adminGuiaKeys.list(params),
    queryFn: () => getGuias(params),
    placeholderData: keepPreviousData,
  });

/** One page of the editions (sort and page from the URL). */
export function useGuias(params: QueryParams) {
  return useQuery(guiasQueryOptions(params));
}
