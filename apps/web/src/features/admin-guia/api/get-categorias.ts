import type { Categoria } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

/** GET Categoria: every category (an older edition's indicator may name an inactive one). */
export async function getCategorias(): Promise<Categoria[]> {
  return (await api.get<Categoria[]>('Categoria')).data;
}

export const categoriasQueryOptions = () =>
  queryOptions({ queryKey: adminGuiaKeys.categorias(), queryFn: getCategorias, staleTime: 10 * 60_000 });

/** The categories an indicator can apply to, with their names and colours. */
export function useCategorias() {
  return useQuery(categoriasQueryOptions());
}
