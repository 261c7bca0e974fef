import type { Objeto, ObjetoInput } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys, resumoKeys } from '@/lib/query-keys';

export function createObjeto(body: ObjetoInput) {
  return api.post<Objeto>('Objeto', body);
}

/** Registers a unit; the lists that show units are refreshed. */
export function useCreateObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObjeto,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: objetoKeys.all }),
        queryClient.invalidateQueries({ queryKey: resumoKeys.all }),
      ]);
    },
  });
}
