import type { EvidenciaUploadResponse } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/outbox/contrato';
import type { ArquivoGuardado } from '@/lib/outbox/db';
import { corpoDosArquivos } from '@/lib/outbox/fotos';
import { evidenciaKeys, guiaKeys } from '@/lib/query-keys';

export interface UploadEvidenciasInput {
  questionarioId: number;
  indicadorId: number;
  arquivos: ArquivoGuardado[];
  /**
   * The Idempotency-Key of this choice of files: the same on every retry of it (the API client's after a
   * refreshed token, the outbox's after a lost answer), so the server stores the files once.
   */
  chave: string;
}

/** The server's answer; `jaProcessado` when the key's upload was stored before and its answer was lost. */
export interface EnvioDeEvidencias extends EvidenciaUploadResponse {
  jaProcessado: boolean;
}

export async function uploadEvidencias({
  questionarioId,
  indicadorId,
  arquivos,
  chave,
}: UploadEvidenciasInput): Promise<EnvioDeEvidencias> {
  // The answer carries `ignorados` beside `data`: the envelope type only names `data` and `message`.
  const res = await api.post<EvidenciaUploadResponse['data'] | null>(
    `Evidencia/Arquivo/${indicadorId}/${questionarioId}`,
    corpoDosArquivos(arquivos),
    { [IDEMPOTENCY_KEY_HEADER]: chave },
  );
  const { ignorados } = res as unknown as Partial<EvidenciaUploadResponse>;
  return {
    data: res.data ?? [],
    ignorados: ignorados ?? [],
    message: res.message ?? '',
    // A repeat whose first answer was lost in a crash: `{ data: null, message: 'Este envio já foi processado.' }`.
    jaProcessado: res.data === null,
  };
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
