import type { TextoLegal } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { textoLegalKeys } from '@/lib/query-keys';

/** GET TermosUso: the current terms of use (sanitized HTML). */
export async function getTermosUso(): Promise<TextoLegal> {
  return (await api.get<TextoLegal>('TermosUso')).data;
}

export const termosUsoQueryOptions = () =>
  queryOptions({ queryKey: textoLegalKeys.detail('termos'), queryFn: getTermosUso, staleTime: 10 * 60_000 });

export function useTermosUso() {
  return useQuery(termosUsoQueryOptions());
}
