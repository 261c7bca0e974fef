import type { TextoLegalAdmin } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTermosKeys, type DocumentoLegal } from './keys';

export async function getTextoLegal(documento: DocumentoLegal): Promise<TextoLegalAdmin> {
  return (await api.get<TextoLegalAdmin>(`Admin/${documento}`)).data;
}

export const textoLegalQueryOptions = (documento: DocumentoLegal) =>
  queryOptions({ queryKey: adminTermosKeys.detail(documento), queryFn: () => getTextoLegal(documento) });

/** The published text and its version. */
export function useTextoLegal(documento: DocumentoLegal) {
  return useQuery(textoLegalQueryOptions(documento));
}
