import { IDEMPOTENCY_KEY_HEADER, type RegistroPlano } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { planoKeys } from './keys';

export interface RegistroInput {
  objetoId: number;
  itemId: number;
  nota: string;
  arquivo: File | null;
  /** The Idempotency-Key of this submission: the same on a retry of the same record. */
  chave: string;
}

export async function registrarAndamento({ itemId, nota, arquivo, chave }: RegistroInput) {
  const corpo = new FormData();
  corpo.append('nota', nota);
  if (arquivo) corpo.append('arquivo', arquivo, arquivo.name);
  return api.post<RegistroPlano>(`PlanoAcao/Item/${itemId}/Registro`, corpo, {
    [IDEMPOTENCY_KEY_HEADER]: chave,
  });
}

/** POST PlanoAcao/Item/{id}/Registro (multipart): a note and an optional file; a planned action starts. */
export function useRegistrarAndamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarAndamento,
    onSuccess: (_res, { objetoId }) =>
      queryClient.invalidateQueries({ queryKey: planoKeys.daUnidade(objetoId) }),
  });
}

/** A record's file, through its own URL with the bearer header (never a token in a link). */
export async function baixarArquivoDoRegistro(url: string, nome: string) {
  const { blob, fileName } = await api.file(url.replace(/^\/?api\//, ''));
  saveBlob(blob, fileName ?? nome);
}
