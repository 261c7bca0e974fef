import type { AdminUsuarioDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsuarioKeys } from './keys';

export async function getUsuario(userId: number | string): Promise<AdminUsuarioDetalhe> {
  return (await api.get<AdminUsuarioDetalhe>(`Admin/Usuario/${userId}`)).data;
}

export const usuarioQueryOptions = (userId: number | string) =>
  queryOptions({
    queryKey: adminUsuarioKeys.detail(userId),
    queryFn: () => getUsuario(userId),
  });

/** One user and their units (the server records the read in the audit log). */
export function useUsuario(userId: number | string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...usuarioQueryOptions(userId), enabled: options.enabled ?? true });
}
