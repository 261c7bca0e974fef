import type { TextoLegal } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET TermosUso: the current terms of use (sanitized HTML). */
export async function getTermosUso(): Promise<TextoLegal> {
  return (await api.get<TextoLegal>('TermosUso')).data;
}

export const termosUsoQueryOptions = () =>
  queryOptions({ queryKey: ['texto-legal', 'termos'], queryFn: getTermosUso, staleTime: 10 * 60_000 });

export function useTermosUso() {
  return useQuery(termosUsoQueryOptions());
}
