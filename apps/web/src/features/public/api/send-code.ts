import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST EnviarCodigo: sends a new e-mail confirmation code; answers the message to show. */
export async function sendCode(email: string): Promise<string | undefined> {
  return (await api.post<null>('EnviarCodigo', { email })).message;
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
