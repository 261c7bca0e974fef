import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { evidenciaKeys, guiaKeys } from '@/lib/query-keys';

export interface RemoveEvidenciaInput {
  questionarioId: number;
  id: number;
}

export async function removeEvidencia({ id }: RemoveEvidenciaInput): Promise<void> {
  await api.post<null>('Evidencia/Remover/Delete', { id });
}

/** POST Evidencia/Remover/Delete: removes one evidence file of an open questionnaire. */
export function useRemoveEvidencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEvidencia,
    onSuccess: (_res, { questionarioId }) => {
      void queryClient.invalidateQueries({ queryKey: evidenciaKeys.list(questionarioId) });
      void queryClient.invalidateQueries({ queryKey: guiaKeys.all });
    },
  });
}
