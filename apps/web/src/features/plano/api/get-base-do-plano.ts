import type { GuiaEstrutura, RelatorioPrioridades } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planoKeys } from './keys';

export interface BaseKey {
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
}

/** What a plan is made from: the questionnaire's indicators with their levels and the report's priorities. */
export interface BaseDoPlano {
  estrutura: GuiaEstrutura;
  prioridades: RelatorioPrioridades;
}

export async function getBaseDoPlano({ objetoId, edicaoId, questionarioId }: BaseKey): Promise<BaseDoPlano> {
  const [estrutura, prioridades] = await Promise.all([
    api.get<GuiaEstrutura>(`Guia/${objetoId}/${edicaoId}/${questionarioId}`),
    api.get<RelatorioPrioridades>(`Objeto/${objetoId}/${edicaoId}/${questionarioId}/prioridades`),
  ]);
  return { estrutura: estrutura.data, prioridades: prioridades.data };
}

export const baseDoPlanoQueryOptions = (key: BaseKey) =>
  queryOptions({
    queryKey: planoKeys.base(key.objetoId, key.edicaoId, key.questionarioId),
    queryFn: () => getBaseDoPlano(key),
  });

/**
 * GET Guia/{objetoId}/{edicaoId}/{questionarioId} (every indicator answered, its levels and support
 * materials for the unit's category) and GET .../prioridades (the five preselected).
 */
export function useBaseDoPlano(key: BaseKey | null) {
  return useQuery({
    ...baseDoPlanoQueryOptions(key ?? { objetoId: 0, edicaoId: 0, questionarioId: 0 }),
    enabled: key !== null,
  });
}
