import type { AuthData, LoginBody } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST Login with credentials: answers the auth data (403 ER400-pending-email while the e-mail is unconfirmed). */
export async function login(body: LoginBody): Promise<AuthData> {
  return (await api.post<AuthData>('Login', body)).data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
