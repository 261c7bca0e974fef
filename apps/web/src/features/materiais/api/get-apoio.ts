import type { ApoioLista } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materiaisKeys } from './keys';

/** GET Apoio?categoria_id: the current edition's support links offered to a category. */
export async function getApoio(categoriaId: number): Promise<ApoioLista> {
  return (await api.get<ApoioLista>('Apoio', { categoria_id: categoriaId })).data;
}

export const apoioQueryOptions = (categoriaId: number) =>
  queryOptions({ queryKey: materiaisKeys.apoio(categoriaId), queryFn: () => getApoio(categoriaId) });

export function useApoio(categoriaId: number | null) {
  return useQuery({ ...apoioQueryOptions(categoriaId ?? 0), enabled: categoriaId !== null });
}
