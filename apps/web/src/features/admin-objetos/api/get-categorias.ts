import type { Categoria } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminObjetoKeys } from './keys';

/** GET Categoria: every category (inactive ones too: old units may still carry them). */
export async function getCategorias(): Promise<Categoria[]> {
  return (await api.get<Categoria[]>('Categoria')).data;
}

export const categoriasQueryOptions = () =>
  queryOptions({ queryKey: adminObjetoKeys.categorias(), queryFn: getCategorias, staleTime: 10 * 60_000 });

/** The category filter's options. */
export function useCategorias() {
  return useQuery(categoriasQueryOptions());
}
