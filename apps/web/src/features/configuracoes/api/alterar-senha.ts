import type { AlterarSenhaBody } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function alterarSenha(body: AlterarSenhaBody) {
  return api.put<null>('Configuracao/AlterarSenha', body);
}

/** Changes the password; a wrong old password comes back as a field error on `password`. */
export function useAlterarSenha() {
  return useMutation({ mutationFn: alterarSenha });
}
