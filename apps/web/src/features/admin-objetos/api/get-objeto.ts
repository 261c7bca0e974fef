import type { AdminObjetoDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminObjetoKeys } from './keys';

/** GET Admin/Objeto/:objetoId: the unit, its owner and its Guias. */
export async function getAdminObjeto(id: number): Promise<AdminObjetoDetalhe> {
  return (await api.get<AdminObjetoDetalhe>(`Admin/Objeto/${id}`)).data;
}

export const adminObjetoQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminObjetoKeys.detail(id), queryFn: () => getAdminObjeto(id) });

export function useAdminObjeto(id: number | null) {
  return useQuery({ ...adminObjetoQueryOptions(id ?? 0), enabled: id !== null });
}
