import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateFaq } from './invalidate-faq';

export function deleteFaqTopico(id: number) {
  return api.delete<null>(`Admin/Faq/${id}`);
}

/** Deletes a topic with its questions. */
export function useDeleteFaqTopico() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFaqTopico, onSuccess: () => invalidateFaq(queryClient) });
}
