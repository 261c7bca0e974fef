import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { delegacaoKeys } from './keys';

/** DELETE Autorizacoes/{id}: the technician loses the access on his next request (204; again is safe). */
export function useRevogarAutorizacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`Autorizacoes/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: delegacaoKeys.autorizacoes() }),
  });
}
