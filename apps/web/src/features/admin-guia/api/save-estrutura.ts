import type { AdminCriteriosInput, AdminEstrutura } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EstruturaVersionada } from './get-estrutura';
import { adminGuiaKeys } from './keys';

export interface SaveEstruturaInput {
  productId: number | string;
  principioId: number | string;
  /** The whole principle, in screen order (the spec's body: an array of criteria). */
  criterios: AdminCriteriosInput;
  /** The ETag of the structure the edit started from: a save over a newer one answers 409. */
  etag: string | null;
}

export function saveEstrutura({ productId, principioId, criterios, etag }: SaveEstruturaInput) {
  return api.postIfMatch<AdminEstrutura>(`Admin/Guia/${productId}/Indicador/${principioId}`, criterios, etag);
}

/** Saves the whole principle in one call; the answer is the renumbered structure with its new version. */
export function useSaveEstrutura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstrutura,
    onSuccess: ({ data, etag }, { productId, principioId }) => {
      queryClient.setQueryData<EstruturaVersionada>(adminGuiaKeys.estrutura(productId, principioId), {
        ...data,
        etag,
      });
      // Cards (question counts) and the history changed too.
      void queryClient.invalidateQueries({ queryKey: adminGuiaKeys.detail(productId) });
      void queryClient.invalidateQueries({ queryKey: adminGuiaKeys.lists() });
      void queryClient.invalidateQueries({
        queryKey: [...adminGuiaKeys.all, 'historico', String(productId)],
      });
    },
  });
}
