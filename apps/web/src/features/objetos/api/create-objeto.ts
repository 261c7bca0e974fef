import type { Objeto, ObjetoInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys, resumoKeys } from '@/lib/query-keys';

export function createObjeto(body: ObjetoInput) {
  return api.post<Objeto>('Objeto', body);
}

/**
 * Registers a unit; the lists that show units are refetched (inactive ones too) before the caller moves on,
 * so the Resumo it lands on never reads the cached 'no units yet' answer.
 */
export function useCreateObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObjeto,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: objetoKeys.lists(), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: resumoKeys.all, refetchType: 'all' }),
      ]);
    },
  });
}
