import type { AdminMunicipio } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminObjetoKeys } from './keys';

/** GET Admin/Objeto/Municipio?uf=: the municipalities of a state that have units. */
export async function getAdminMunicipios(uf: string): Promise<AdminMunicipio[]> {
  return (await api.get<AdminMunicipio[]>('Admin/Objeto/Municipio', { uf })).data;
}

export const adminMunicipiosQueryOptions = (uf: string) =>
  queryOptions({
    queryKey: adminObjetoKeys.municipios(uf),
    queryFn: () => getAdminMunicipios(uf),
    staleTime: 5 * 60_000,
  });

/** The municipality filter's options; asked only once a state is chosen. */
export function useAdminMunicipios(uf: string) {
  return useQuery({ ...adminMunicipiosQueryOptions(uf), enabled: uf !== '' });
}
