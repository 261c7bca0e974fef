import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { questionarioKeys } from '@/lib/query-keys';

/** One of the user's finished questionnaires (GET Questionario). */
export interface QuestionarioFinalizado {
  id: number;
  objeto_id: number;
  questionario_id: number;
  guia_id: number;
  nomeunidade: string;
  dataenvio: string;
}

export async function getQuestionarios(): Promise<QuestionarioFinalizado[]> {
  try {
    const { data } = await api.get<QuestionarioFinalizado[]>('Questionario');
    return data ?? [];
  } catch (error) {
    // A server without the questionnaire module yet answers 404: the user simply has no reports.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const questionariosQueryOptions = () =>
  queryOptions({ queryKey: questionarioKeys.all, queryFn: getQuestionarios });

/** The user's finished questionnaires: the RELATÓRIOS menu, Desempenho and Resumo read them. */
export function useQuestionarios() {
  return useQuery(questionariosQueryOptions());
}
