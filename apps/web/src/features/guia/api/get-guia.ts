import type { GuiaEstrutura } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guiaKeys } from '@/lib/query-keys';

export interface GuiaKey {
  objetoId: number;
  productId: number;
  questionarioId: number;
}

export async function getGuia({ objetoId, productId, questionarioId }: GuiaKey): Promise<GuiaEstrutura> {
  return (await api.get<GuiaEstrutura>(`Guia/${objetoId}/${productId}/${questionarioId}`)).data;
}

export const guiaQueryOptions = (key: GuiaKey) =>
  queryOptions({
    queryKey: guiaKeys.detail(key.objetoId, key.productId, key.questionarioId),
    queryFn: () => getGuia(key),
  });

/** The questionnaire structure with the answers given (principles -> criteria -> indicators). */
export function useGuia(key: GuiaKey | null) {
  return useQuery({
    ...guiaQueryOptions(key ?? { objetoId: 0, productId: 0, questionarioId: 0 }),
    enabled: key !== null,
  });
}
