import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE Configuracao/ExcluirConta: deletes the account and everything it owns; the typed e-mail confirms. */
export async function deleteAccount(email: string): Promise<string | undefined> {
  return (await api.delete<null>('Configuracao/ExcluirConta', { email })).message;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
