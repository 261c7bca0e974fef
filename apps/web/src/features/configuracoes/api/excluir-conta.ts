import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function excluirConta(email: string) {
  return api.delete<null>('Configuracao/ExcluirConta', { email });
}

/** Deletes the account for good; the typed e-mail must be the account's. */
export function useExcluirConta() {
  return useMutation({ mutationFn: excluirConta });
}
