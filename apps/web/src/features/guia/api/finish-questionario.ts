import type { QuestionarioFinalizado, QuestionarioFinishBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guiaKeys, objetoKeys, questionarioKeys, resumoKeys } from '@/lib/query-keys';

export async function finishQuestionario(body: QuestionarioFinishBody): Promise<QuestionarioFinalizado> {
  return (await api.put<QuestionarioFinalizado>('Guia/Questionario', body)).data;
}

/** PUT Guia/Questionario: finishes (irreversibly); the reports menu, units and summary then refresh. */
export function useFinishQuestionario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finishQuestionario,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: questionarioKeys.all });
      void client.invalidateQueries({ queryKey: objetoKeys.all });
      void client.invalidateQueries({ queryKey: resumoKeys.all });
      void client.invalidateQueries({ queryKey: guiaKeys.all });
    },
  });
}
