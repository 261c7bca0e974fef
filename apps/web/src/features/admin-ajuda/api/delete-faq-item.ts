import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateFaq } from './invalidate-faq';

export function deleteFaqItem({ faqId, itemId }: { faqId: number; itemId: number }) {
  return api.delete<null>(`Admin/Faq/${faqId}/Item/${itemId}`);
}

/** Deletes a question. */
export function useDeleteFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFaqItem, onSuccess: () => invalidateFaq(queryClient) });
}
