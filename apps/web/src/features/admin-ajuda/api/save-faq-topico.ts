import type { AdminFaqBody, AdminFaqDetalhe } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateFaq } from './invalidate-faq';

/** POST Admin/Faq (new topic, placed last) or PUT Admin/Faq/{id}. */
export function saveFaqTopico({ id, body }: { id: number | null; body: AdminFaqBody }) {
  return id === null
    ? api.post<AdminFaqDetalhe>('Admin/Faq', body)
    : api.put<AdminFaqDetalhe>(`Admin/Faq/${id}`, body);
}

export function useSaveFaqTopico() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFaqTopico, onSuccess: () => invalidateFaq(queryClient) });
}
