import type { DadosPessoais, DadosPessoaisBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { dadosPessoaisQueryOptions } from './get-dados-pessoais';

export function updateDadosPessoais(body: DadosPessoaisBody) {
  return api.put<DadosPessoais>('Configuracao/DadosPessoais', body);
}

/**
 * Saves name and cell phone; the header shows the new name at once. A new e-mail only waits for its
 * code (`emailPendente`): the account's e-mail stays until ConfirmarEmail.
 */
export function useUpdateDadosPessoais() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDadosPessoais,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(dadosPessoaisQueryOptions().queryKey, data);
      authStore.update({ nome: data.nome, email: data.email });
    },
  });
}
