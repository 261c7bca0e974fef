import type { CadastroBody, CadastroResponse } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST Cadastro: a registration attempt, pending until its e-mailed code is entered (201). */
export async function register(body: CadastroBody): Promise<CadastroResponse> {
  return (await api.post<CadastroResponse>('Cadastro', body)).data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
