import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { delegacaoKeys } from './keys';

/** POST Solicitacoes/{id}/Recusar: the request leaves the producer's list (204; the technician is not told). */
export function useRecusarSolicitacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`Solicitacoes/${id}/Recusar`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: delegacaoKeys.autorizacoes() }),
  });
}
