import type { Categoria } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

export interface CategoriasOptions {
  /**
   * Inactive categories too: an older edition's indicator, an old unit or a statistic may still name
   * one. Without it, only the active ones a unit can be registered under.
   */
  inativas?: boolean;
}

/** GET Categoria (every category) or GET Categoria?onlyActive=true. */
export async function getCategorias({ inativas = false }: CategoriasOptions = {}): Promise<Categoria[]> {
  return (await api.get<Categoria[]>(inativas ? 'Categoria' : 'Categoria?onlyActive=true')).data;
}

export const categoriasQueryOptions = (options: CategoriasOptions = {}) =>
  queryOptions({
    queryKey: referenceKeys.categorias(options.inativas ?? false),
    queryFn: () => getCategorias(options),
    staleTime: 10 * 60_000,
  });

/** The unit categories, with their names and colours (they change rarely: cached 10 minutes). */
export function useCategorias(options: CategoriasOptions = {}) {
  return useQuery(categoriasQueryOptions(options));
}
