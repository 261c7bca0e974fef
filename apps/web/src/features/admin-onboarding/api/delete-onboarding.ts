import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

export function deleteOnboarding(id: number) {
  return api.delete<null>(`Admin/Onboarding/${id}`);
}

/** Deletes a slide and its image. */
export function useDeleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOnboarding, onSuccess: () => invalidateOnboarding(queryClient) });
}
