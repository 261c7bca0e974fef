import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST Aceite: the signed-in user accepts the current terms (the e-mail must be their own). */
export async function acceptTerms(email: string): Promise<{ success: boolean; aceite: boolean }> {
  return (await api.post<{ success: boolean; aceite: boolean }>('Aceite', { email })).data;
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
