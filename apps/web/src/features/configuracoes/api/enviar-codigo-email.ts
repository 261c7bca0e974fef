import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST Configuracao/EnviarCodigoEmail: a new code for the pending e-mail change; answers the message. */
export async function enviarCodigoEmail(): Promise<string | undefined> {
  return (await api.post<null>('Configuracao/EnviarCodigoEmail')).message;
}

export function useEnviarCodigoEmail() {
  return useMutation({ mutationFn: enviarCodigoEmail });
}
