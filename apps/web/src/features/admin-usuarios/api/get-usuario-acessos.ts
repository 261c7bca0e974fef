import type { AdminUsuarioAcessos } from '@guia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsuarioKeys } from './keys';

export const ACESSOS_PAGE_SIZE = 20;

export async function getUsuarioAcessos(userId: number | string, page: number): Promise<AdminUsuarioAcessos> {
  return (
    await api.get<AdminUsuarioAcessos>(`Admin/Usuario/${userId}/Acessos`, {
      page,
      pageSize: ACESSOS_PAGE_SIZE,
    })
  ).data;
}

export const usuarioAcessosQueryOptions = (userId: number | string, page: number) =>
  queryOptions({
    queryKey: adminUsuarioKeys.acessos(userId, page),
    queryFn: () => getUsuarioAcessos(userId, page),
    placeholderData: keepPreviousData,
  });

/** The audit rows about a user, newest first. */
export function useUsuarioAcessos(userId: number | string, page: number) {
  return useQuery(usuarioAcessosQueryOptions(userId, page));
}
