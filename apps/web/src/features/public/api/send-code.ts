import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST EnviarCodigo: a new code for the registration attempt `tentativa`; answers the message to show. */
export async function sendCode(body: { email: string; tentativa?: string }): Promise<string | undefined> {
  return (await api.post<null>('EnviarCodigo', body)).message;
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
