import type { FaqTopico } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { faqKeys } from '@/lib/query-keys';

export async function getFaq(): Promise<FaqTopico[]> {
  return (await api.get<FaqTopico[]>('Faq')).data;
}

export const faqQueryOptions = () => queryOptions({ queryKey: faqKeys.all, queryFn: getFaq });

/** The help topics, in the administrators' order, each with its questions. */
export function useFaq() {
  return useQuery(faqQueryOptions());
}
