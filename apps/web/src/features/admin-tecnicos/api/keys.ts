import type { QueryParams } from '@/lib/api-client';

/** Query keys of the admin technician list: one factory, so invalidations and reads agree. */
export const adminTecnicoKeys = {
  all: ['admin', 'tecnicos'] as const,
  list: (query: QueryParams) => [...adminTecnicoKeys.all, 'lista', query] as const,
};
