import type { ItemPlano, ItemPlanoUpdateInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planoKeys } from './keys';

export interface UpdateItemInput {
  objetoId: number;
  id: number;
  body: ItemPlanoUpdateInput;
}

export async function updateItem({ id, body }: UpdateItemInput) {
  return api.put<ItemPlano>(`PlanoAcao/Item/${id}`, body);
}

/** PUT PlanoAcao/Item/{id}: the target, deadline, actions, person in charge, or the state. */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: (_res, { objetoId }) =>
      queryClient.invalidateQueries({ queryKey: planoKeys.daUnidade(objetoId) }),
  });
}
