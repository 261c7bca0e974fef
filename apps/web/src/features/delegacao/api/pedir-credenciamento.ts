import type { Credenciamento, CredenciamentoInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { credenciamentoKeys } from '@/lib/query-keys';
import { delegacaoKeys } from './keys';

/**
 * POST Tecnico/Credenciamento: a new request (201) or the pending one updated (200), with the server's
 * message; the accreditation is written into the cache at once (the screen and the user menu follow).
 */
export function usePedirCredenciamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CredenciamentoInput) => api.post<Credenciamento>('Tecnico/Credenciamento', body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(credenciamentoKeys.all, data);
      void queryClient.invalidateQueries({ queryKey: delegacaoKeys.unidades() });
    },
  });
}
