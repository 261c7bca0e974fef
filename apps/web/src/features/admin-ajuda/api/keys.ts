import type { QueryParams } from '@/lib/api-client';

/** Query keys of the admin FAQ screens. */
export const adminFaqKeys = {
  all: ['admin', 'faq'] as const,
  lists: () => [...adminFaqKeys.all, 'lista'] as const,
  list: (query: QueryParams) => [...adminFaqKeys.lists(), query] as const,
  detail: (faqId: number) => [...adminFaqKeys.all, 'detalhe', faqId] as const,
};
