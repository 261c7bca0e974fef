import type { AdminFaqDetalhe, AdminFaqItemBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateFaq } from './invalidate-faq';

/** POST Admin/Faq/{faqId}/Item (new question, last) or PUT .../Item/{itemId}. */
export function saveFaqItem({
  faqId,
  itemId,
  body,
}: {
  faqId: number;
  itemId: number | null;
  body: AdminFaqItemBody;
}) {
  return itemId === null
    ? api.post<AdminFaqDetalhe>(`Admin/Faq/${faqId}/Item`, body)
    : api.put<AdminFaqDetalhe>(`Admin/Faq/${faqId}/Item/${itemId}`, body);
}

export function useSaveFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFaqItem, onSuccess: () => invalidateFaq(queryClient) });
}
