import type { AdminTecnicoList } from '@guia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminTecnicoKeys } from './keys';

/** One page of GET Admin/Tecnicos (sort, search, status and UF filters and page from the URL). */
export function useTecnicos(params: QueryParams) {
  return useQuery({
    queryKey: adminTecnicoKeys.list(params),
    queryFn: async () => (await api.get<AdminTecnicoList>('Admin/Tecnicos', params)).data,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
