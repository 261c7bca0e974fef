import type { OrientacaoRecusaBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guiaKeys } from '@/lib/query-keys';

export function recusarOrientacao(body: OrientacaoRecusaBody) {
  return api.post<null>('Guia/Questionario/Orientacao/Recusa', body);
}

/** POST Guia/Questionario/Orientacao/Recusa: 'Não' to the applicator question, kept on the server. */
export function useRecusarOrientacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recusarOrientacao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guiaKeys.all }),
  });
}
