import type { AdminFaqDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFaqKeys } from './keys';

export async function getFaqTopico(faqId: number): Promise<AdminFaqDetalhe> {
  return (await api.get<AdminFaqDetalhe>(`Admin/Faq/${faqId}`)).data;
}

export const faqTopicoQueryOptions = (faqId: number) =>
  queryOptions({ queryKey: adminFaqKeys.detail(faqId), queryFn: () => getFaqTopico(faqId) });

/** A topic with its questions. */
export function useFaqTopico(faqId: number) {
  return useQuery(faqTopicoQueryOptions(faqId));
}
