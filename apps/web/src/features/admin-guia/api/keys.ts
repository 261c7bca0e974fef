import type { QueryParams } from '@/lib/api-client';

/** Query keys of the admin edition screens: one factory, so invalidations and reads agree. */
export const adminGuiaKeys = {
  all: ['admin', 'guia'] as const,
  lists: () => [...adminGuiaKeys.all, 'lista'] as const,
  list: (query: QueryParams) => [...adminGuiaKeys.lists(), query] as const,
  detail: (productId: number | string) => [...adminGuiaKeys.all, 'detalhe', String(productId)] as const,
  historico: (productId: number | string, page: number) =>
    [...adminGuiaKeys.all, 'historico', String(productId), page] as const,
  estrutura: (productId: number | string, principioId: number | string) =>
    [...adminGuiaKeys.all, 'estrutura', String(productId), String(principioId)] as const,
};
