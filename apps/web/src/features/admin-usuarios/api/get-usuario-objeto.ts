import type { AdminObjetoDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsuarioKeys } from './keys';

/** GET Admin/Objeto/{objetoId}: the unit and its Guias (the admin units contract). */
export type UsuarioObjetoDetalhe = AdminObjetoDetalhe;

export async function getUsuarioObjeto(objetoId: number | string): Promise<UsuarioObjetoDetalhe> {
  return (await api.get<UsuarioObjetoDetalhe>(`Admin/Objeto/${objetoId}`)).data;
}

export const usuarioObjetoQueryOptions = (objetoId: number | string) =>
  queryOptions({
    queryKey: adminUsuarioKeys.objeto(objetoId),
    queryFn: () => getUsuarioObjeto(objetoId),
  });

/** A unit of the user and its Guias. */
export function useUsuarioObjeto(objetoId: number | string) {
  return useQuery(usuarioObjetoQueryOptions(objetoId));
}
