import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys, resumoKeys } from '@/lib/query-keys';

export function deleteObjeto(id: number) {
  return api.delete<null>(`Objeto/${id}`);
}

/** Deletes a unit; the lists that show units are refreshed. */
export function useDeleteObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteObjeto,
    onSuccess: async (_res, id) => {
      // Not refetched now (the confirmation screen still shows the name); the next visit refetches.
      await queryClient.invalidateQueries({ queryKey: objetoKeys.detail(id), refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: objetoKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: resumoKeys.all }),
      ]);
    },
  });
}
