import type { Objeto, ObjetoDetalhe, ObjetoInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys, resumoKeys } from '@/lib/query-keys';

export function updateObjeto({ id, body }: { id: number; body: ObjetoInput }) {
  return api.put<Objeto>(`Objeto/${id}`, body);
}

/** Saves a unit's editable fields (category, name, state and city go unchanged). */
export function useUpdateObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateObjeto,
    onSuccess: async (res, { id }) => {
      // The PUT answers the unit without its editions: keep the cached editions, refetch behind.
      queryClient.setQueryData<ObjetoDetalhe>(objetoKeys.detail(id), (old) =>
        old ? { ...old, ...res.data } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: objetoKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: objetoKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: resumoKeys.all }),
      ]);
    },
  });
}
