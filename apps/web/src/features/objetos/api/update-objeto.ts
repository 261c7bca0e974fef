import type { Objeto, ObjetoDetalhe, ObjetoInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
      queryClient.setQueryData<ObjetoDetalhe>(['objetos', 'detail', id], (old) =>
        old ? { ...old, ...res.data } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: ['objetos', 'detail', id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['objetos', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['resumo'] }),
      ]);
    },
  });
}
