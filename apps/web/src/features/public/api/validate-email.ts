import type { ValidarEmailResponse } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST ValidarEmail: the code confirms the registration attempt named by `tentativa` (the one this
 * client created or logged in to) and answers the auth data (the user is logged in).
 */
export async function validateEmail(body: {
  email: string;
  codigo: string;
  tentativa?: string;
}): Promise<{ data: ValidarEmailResponse; message?: string }> {
  const res = await api.post<ValidarEmailResponse>('ValidarEmail', body);
  return { data: res.data, message: res.message };
}

export function useValidateEmail() {
  return useMutation({ mutationFn: validateEmail });
}
