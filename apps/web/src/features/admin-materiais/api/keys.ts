import type { QueryParams } from '@/lib/api-client';

/** Query keys of the admin library screens: a change refreshes every list under `all`. */
export const adminMaterialKeys = {
  all: ['admin', 'materiais'] as const,
  temas: (query: QueryParams) => [...adminMaterialKeys.all, 'temas', query] as const,
  tipos: (temaId: number, query: QueryParams) => [...adminMaterialKeys.all, 'tipos', temaId, query] as const,
  materiais: (temaId: number, tipoId: number, query: QueryParams) =>
    [...adminMaterialKeys.all, 'materiais', temaId, tipoId, query] as const,
  categoriasAll: ['admin', 'categorias'] as const,
  categorias: (query: QueryParams) => [...adminMaterialKeys.categoriasAll, query] as const,
};
