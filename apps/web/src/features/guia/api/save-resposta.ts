import type { RespostaBody, RespostaSalva } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function saveResposta(body: RespostaBody): Promise<RespostaSalva> {
  return (await api.post<RespostaSalva>('Guia/Resposta', body)).data;
}

/** POST Guia/Resposta: upserts one answer (idempotent, so a failed send can simply be retried). */
export function useSaveResposta() {
  return useMutation({ mutationFn: saveResposta });
}
