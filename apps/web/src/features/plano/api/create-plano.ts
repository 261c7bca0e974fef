import { IDEMPOTENCY_KEY_HEADER, type PlanoAcao, type PlanoAcaoInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planoAvaliadoKeys } from '@/api/plano-avaliado';
import { api } from '@/lib/api-client';
import { planoKeys } from './keys';

export interface CreatePlanoInput {
  objetoId: number;
  body: PlanoAcaoInput;
  /** The Idempotency-Key of this submission: the same on a retry of the same body. */
  chave: string;
}

export async function createPlano({ objetoId, body, chave }: CreatePlanoInput) {
  return api.post<PlanoAcao>(`Objeto/${objetoId}/PlanoAcao`, body, { [IDEMPOTENCY_KEY_HEADER]: chave });
}

/** POST Objeto/{objetoId}/PlanoAcao: 201 with the plan; 409 when the unit already has an active one. */
export function useCreatePlano() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlano,
    // Not awaited: the builder leaves for the plan page at once, which reads the plan anew.
    onSettled: (_res, _error, { objetoId }) => {
      void queryClient.invalidateQueries({ queryKey: planoKeys.daUnidade(objetoId) });
      // The performance report's 'Montar novo plano' becomes 'Ver meu plano de ação'.
      void queryClient.invalidateQueries({ queryKey: planoAvaliadoKeys.daUnidade(objetoId) });
    },
  });
}
