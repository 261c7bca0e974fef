import type { RespostaBody, RespostaSalva } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export async function saveResposta(body: RespostaBody): Promise<RespostaSalva> {
  return (await api.post<RespostaSalva>('Guia/Resposta', body)).data;
}

/**
 * POST Guia/Resposta: upserts one answer (idempotent, so a failed send can simply be retried). Sent even when the
 * browser believes it is offline: React Query would otherwise pause the mutation and leave 'Próximo' spinning;
 * failing fast lets the screen say the connection is down and retry on the `online` event.
 */
export function useSaveResposta() {
  return useMutation({ mutationFn: saveResposta, networkMode: 'always' });
}

/** A send that failed because the network is down (not a refusal by the server). */
export function isSemConexao(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'network_error';
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
