import type { PlanoAvaliado } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Read by the performance report; the action plan screens invalidate it when a plan is made. */
export const planoAvaliadoKeys = {
  daUnidade: (objetoId: number) => ['plano-avaliado', objetoId] as const,
  doQuestionario: (objetoId: number, questionarioId: number) =>
    [...planoAvaliadoKeys.daUnidade(objetoId), questionarioId] as const,
};

export const planoAvaliadoQueryOptions = (objetoId: number, questionarioId: number) =>
  queryOptions({
    queryKey: planoAvaliadoKeys.doQuestionario(objetoId, questionarioId),
    queryFn: async () =>
      (await api.get<PlanoAvaliado>(`Objeto/${objetoId}/PlanoAcao/Avaliacao/${questionarioId}`)).data,
  });

/**
 * GET Objeto/{objetoId}/PlanoAcao/Avaliacao/{questionarioId}: the plan that finished questionnaire
 * judged ('Metas do ciclo anterior'), and whether the unit has an active plan now.
 */
export function usePlanoAvaliado(objetoId: number, questionarioId: number) {
  return useQuery(planoAvaliadoQueryOptions(objetoId, questionarioId));
}
