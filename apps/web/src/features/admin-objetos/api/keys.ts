import type { QueryParams } from '@/lib/api-client';

/** Query keys of the admin unit screens: one factory, so invalidations and prefetches agree. */
export const adminObjetoKeys = {
  all: ['admin', 'objetos'] as const,
  lists: () => [...adminObjetoKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...adminObjetoKeys.lists(), query] as const,
  detail: (id: number) => [...adminObjetoKeys.all, 'detail', id] as const,
  municipios: (uf: string) => [...adminObjetoKeys.all, 'municipios', uf] as const,
  exportacao: (id: number) => [...adminObjetoKeys.all, 'exportacao', id] as const,
};
