import type { AdminFaqList } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminFaqKeys } from './keys';

export async function getFaqTopicos(params: QueryParams): Promise<AdminFaqList> {
  return (await api.get<AdminFaqList>('Admin/Faq', params)).data;
}

export const faqTopicosQueryOptions = (params: QueryParams) =>
  queryOptions({
    queryKey: adminFaqKeys.list(params),
    queryFn: () => getFaqTopicos(params),
    placeholderData: keepPreviousData,
  });

/** One page of FAQ topics (search, sort and page from the URL). */
export function useFaqTopicos(params: QueryParams) {
  return useQuery(faqTopicosQueryOptions(params));
}
