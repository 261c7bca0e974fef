import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST RecuperarSenha: e-mails a reset link; the answer is the same for any e-mail. */
export async function forgotPassword(email: string): Promise<string | undefined> {
  return (await api.post<null>('RecuperarSenha', { email })).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
