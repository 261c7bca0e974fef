import type { QueryParams } from '@/lib/api-client';

/** Query keys of the admin user screens: one factory, so invalidations and reads agree. */
export const adminUsuarioKeys = {
  all: ['admin', 'usuarios'] as const,
  lists: () => [...adminUsuarioKeys.all, 'lista'] as const,
  list: (query: QueryParams) => [...adminUsuarioKeys.lists(), query] as const,
  detail: (userId: number | string) => [...adminUsuarioKeys.all, 'detalhe', String(userId)] as const,
  acessos: (userId: number | string, page: number) =>
    [...adminUsuarioKeys.all, 'acessos', String(userId), page] as const,
  objeto: (objetoId: number | string) => [...adminUsuarioKeys.all, 'objeto', String(objetoId)] as const,
};
