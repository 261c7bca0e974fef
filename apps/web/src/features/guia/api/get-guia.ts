import type { GuiaEstrutura } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  type ComCopia,
  chavesDaCopia,
  lerComCopia,
  recarregarCopiaAoReconectar,
} from '@/lib/guia-offline/ler-com-copia';
import { guiaKeys } from '@/lib/query-keys';

export interface GuiaKey {
  objetoId: number;
  productId: number;
  questionarioId: number;
}

/**
 * GET Guia/{objetoId}/{guiaId}/{questionarioId}, kept on the device after each read; without network, the user's
 * kept copy (flagged `lidoDoAparelho`), so the answering screens open offline.
 */
export async function getGuia({
  objetoId,
  productId,
  questionarioId,
}: GuiaKey): Promise<ComCopia<GuiaEstrutura>> {
  return lerComCopia(
    chavesDaCopia.guia(objetoId, productId, questionarioId),
    async () => (await api.get<GuiaEstrutura>(`Guia/${objetoId}/${productId}/${questionarioId}`)).data,
  );
}

export const guiaQueryOptions = (key: GuiaKey) =>
  queryOptions({
    queryKey: guiaKeys.detail(key.objetoId, key.productId, key.questionarioId),
    queryFn: () => getGuia(key),
    // The app's default, set here too: the screen that mounts after its route's loader read the questionnaire
    // (comecar-leitura.ts) uses that read instead of sending another (~20 kB on a weak network).
    staleTime: 30_000,
    // Run even when the browser says it is offline: the query function answers the copy kept on the device.
    networkMode: 'always',
    refetchOnReconnect: recarregarCopiaAoReconectar,
  });

/** The questionnaire structure with the answers given (principles -> criteria -> indicators). */
export function useGuia(key: GuiaKey | null) {
  return useQuery({
    ...guiaQueryOptions(key ?? { objetoId: 0, productId: 0, questionarioId: 0 }),
    enabled: key !== null,
  });
}
