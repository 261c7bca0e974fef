import type { CadastroBody } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CadastroResult {
  email: string;
  pendente: true;
}

/** POST Cadastro: creates the account, pending until the e-mail code is confirmed (201). */
export async function register(body: CadastroBody): Promise<CadastroResult> {
  return (await api.post<CadastroResult>('Cadastro', body)).data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
