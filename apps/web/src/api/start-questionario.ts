import type { QuestionarioStartBody, QuestionarioStarted } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys, resumoKeys } from '@/lib/query-keys';

export async function startQuestionario(body: QuestionarioStartBody): Promise<QuestionarioStarted> {
  return (await api.post<QuestionarioStarted>('Guia/Questionario', body)).data;
}

/** POST Guia/Questionario: a new filling of an edition for a unit. */
export function useStartQuestionario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startQuestionario,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: objetoKeys.all });
      void client.invalidateQueries({ queryKey: resumoKeys.all });
    },
  });
}
