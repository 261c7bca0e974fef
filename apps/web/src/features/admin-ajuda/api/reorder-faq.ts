import type { AdminFaqOrdemBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateFaq } from './invalidate-faq';

export function reorderFaq(body: AdminFaqOrdemBody) {
  return api.put<null>('Admin/Faq/Ordem', body);
}

/** Saves the whole new order of the topics; the lists reload whatever the outcome. */
export function useReorderFaq() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderFaq, onSettled: () => invalidateFaq(queryClient) });
}
