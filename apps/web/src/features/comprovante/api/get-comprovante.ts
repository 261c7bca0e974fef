import type { ComprovanteVerificado } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comprovanteKeys } from './keys';

/** GET Comprovante/{codigo}: public confirmation of a proof of filling (404 when unknown). */
export async function getComprovante(codigo: string): Promise<ComprovanteVerificado> {
  return (await api.get<ComprovanteVerificado>(`Comprovante/${encodeURIComponent(codigo)}`)).data;
}

export const comprovanteQueryOptions = (codigo: string) =>
  queryOptions({
    queryKey: comprovanteKeys.detail(codigo),
    queryFn: () => getComprovante(codigo),
    staleTime: 5 * 60_000,
  });

export function useComprovante(codigo: string | undefined) {
  return useQuery({ ...comprovanteQueryOptions(codigo ?? ''), enabled: Boolean(codigo) });
}
