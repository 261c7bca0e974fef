import type { DadosPessoais } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { dadosPessoaisQueryOptions } from './get-dados-pessoais';

/** POST Configuracao/ConfirmarEmail: the code sent to the new address makes it the account's e-mail. */
export function confirmarEmail(codigo: string) {
  return api.post<DadosPessoais>('Configuracao/ConfirmarEmail', { codigo });
}

export function useConfirmarEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmarEmail,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(dadosPessoaisQueryOptions().queryKey, data);
      authStore.update({ email: data.email });
    },
  });
}
