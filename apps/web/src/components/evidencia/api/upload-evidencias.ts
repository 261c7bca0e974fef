import type { EvidenciaUploadBody, EvidenciaUploadResponse } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { evidenciaKeys, guiaKeys } from '@/lib/query-keys';

export interface UploadEvidenciasInput {
  questionarioId: number;
  indicadorId: number;
  evidencias: EvidenciaUploadBody['evidencias'];
}

export async function uploadEvidencias({
  questionarioId,
  indicadorId,
  evidencias,
}: UploadEvidenciasInput): Promise<EvidenciaUploadResponse> {
  // The answer carries `ignorados` beside `data`: the envelope type only names `data` and `message`.
  const res = await api.post<EvidenciaUploadResponse['data']>(
    `Evidencia/Arquivo/${indicadorId}/${questionarioId}`,
    {
      evidencias,
    },
  );
  const { ignorados } = res as unknown as Partial<EvidenciaUploadResponse>;
  return { data: res.data, ignorados: ignorados ?? [], message: res.message ?? '' };
}

/** POST Evidencia/Arquivo/{indicadorId}/{questionarioId}: sends files as data URLs, all or none. */
export function useUploadEvidencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEvidencias,
    onSuccess: (_res, { questionarioId }) => {
      void queryClient.invalidateQueries({ queryKey: evidenciaKeys.list(questionarioId) });
      // The questionnaire structure lists each indicator's evidence too.
      void queryClient.invalidateQueries({ queryKey: guiaKeys.all });
    },
  });
}
