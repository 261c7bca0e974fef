import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planoKeys } from './keys';

export async function deleteItem({ id }: { objetoId: number; id: number }) {
  return api.delete<null>(`PlanoAcao/Item/${id}`);
}

/** DELETE PlanoAcao/Item/{id}: only a planned action without records (else 409: cancel it). */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_res, { objetoId }) =>
      queryClient.invalidateQueries({ queryKey: planoKeys.daUnidade(objetoId) }),
  });
}
