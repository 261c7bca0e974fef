import type { AuthData } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordBody {
  password: string;
  confirmpassword: string;
  token: string;
}

/** POST ValidarToken: sets the new password from the reset link and answers the auth data. */
export async function resetPassword(body: ResetPasswordBody): Promise<AuthData> {
  return (await api.post<AuthData>('ValidarToken', body)).data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
