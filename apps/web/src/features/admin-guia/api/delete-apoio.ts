import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTextos } from './invalidate-textos';

export function deleteApoio({ id }: { id: number }) {
  return api.delete<null>(`Admin/Guia/apoio/delete/${id}`);
}

/** Removes a support material of an indicator. */
export function useDeleteApoio() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteApoio, onSuccess: () => invalidateTextos(queryClient) });
}
