import type { AdminEstrutura, AdminEstruturaBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export interface SaveEstruturaInput {
  productId: number | string;
  principioId: number | string;
  body: AdminEstruturaBody;
}

export function saveEstrutura({ productId, principioId, body }: SaveEstruturaInput) {
  return api.post<AdminEstrutura>(`Admin/Guia/${productId}/Indicador/${principioId}`, body);
}

/** Saves the whole principle in one call; the answer is the renumbered structure with its new version. */
export function useSaveEstrutura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstrutura,
    onSuccess: ({ data }, { productId, principioId }) => {
      queryClient.setQueryData(adminGuiaKeys.estrutura(productId, principioId), data);
      // Cards (question counts) and the history changed too.
      void queryClient.invalidateQueries({ queryKey: adminGuiaKeys.detail(productId) });
      void queryClient.invalidateQueries({ queryKey: adminGuiaKeys.lists() });
      void queryClient.invalidateQueries({
        queryKey: [...adminGuiaKeys.all, 'historico', String(productId)],
      });
    },
  });
}
