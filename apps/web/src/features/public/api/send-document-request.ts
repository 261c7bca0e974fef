import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST SolicitacaoDocumento (signed in): sends support the request for the CPF/CNPJ another account
 * holds, kept when the e-mail was confirmed; answers the message to show.
 */
export async function sendDocumentRequest(): Promise<string | undefined> {
  return (await api.post<unknown>('SolicitacaoDocumento', {})).message;
}

export function useSendDocumentRequest() {
  return useMutation({ mutationFn: sendDocumentRequest });
}
