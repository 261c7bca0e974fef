import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export function deleteGuia({ id }: { id: number }) {
  return api.delete<null>(`Admin/Guia/${id}`);
}

/** Deletes an edition nobody has started (the server refuses one with questionnaires). */
export function useDeleteGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGuiaKeys.all }),
  });
}
