import type { TextoLegalAdmin, TextoLegalBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTermosKeys, type DocumentoLegal } from './keys';

export function saveTextoLegal({ documento, body }: { documento: DocumentoLegal; body: TextoLegalBody }) {
  return api.post<TextoLegalAdmin>(`Admin/${documento}`, body);
}

/** Publishes the text (the server sanitises it; a changed terms text is a new version to accept). */
export function useSaveTextoLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTextoLegal,
    onSuccess: ({ data }, { documento }) => queryClient.setQueryData(adminTermosKeys.detail(documento), data),
  });
}
