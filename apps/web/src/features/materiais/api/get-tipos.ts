import type { TiposDoTema } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materiaisKeys } from './keys';

/** GET MaterialApoio/TipoMaterial/{temaId}: a theme and its material types. */
export async function getTipos(temaId: number): Promise<TiposDoTema> {
  return (await api.get<TiposDoTema>(`MaterialApoio/TipoMaterial/${temaId}`)).data;
}

export const tiposQueryOptions = (temaId: number) =>
  queryOptions({ queryKey: materiaisKeys.tipos(temaId), queryFn: () => getTipos(temaId) });

export function useTipos(temaId: number) {
  return useQuery({ ...tiposQueryOptions(temaId), enabled: Number.isInteger(temaId) && temaId > 0 });
}
