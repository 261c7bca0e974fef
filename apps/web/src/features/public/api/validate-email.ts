import type { AuthData } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST ValidarEmail: confirms the e-mail with the code and answers the auth data (the user is logged in). */
export async function validateEmail(body: { email: string; codigo: string }): Promise<AuthData> {
  return (await api.post<AuthData>('ValidarEmail', body)).data;
}

export function useValidateEmail() {
  return useMutation({ mutationFn: validateEmail });
}
