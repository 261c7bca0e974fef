import type { AdminTema, AdminTemaBody, AdminTemaList } from '@guia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminMaterialKeys } from './keys';

/** GET Admin/MaterialApoio: a page of themes (search, sort and page from the URL). */
export function useTemas(params: QueryParams) {
  return useQuery({
    queryKey: adminMaterialKeys.temas(params),
    queryFn: async () => (await api.get<AdminTemaList>('Admin/MaterialApoio', params)).data,
    placeholderData: keepPreviousData,
  });
}

/** POST Admin/MaterialApoio, or PUT Admin/MaterialApoio/{id} when an id is given. */
export function useSalvarTema() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminTemaBody }) =>
      id
        ? api.put<AdminTema>(`Admin/MaterialApoio/${id}`, body)
        : api.post<AdminTema>('Admin/MaterialApoio', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaterialKeys.all }),
  });
}

/** DELETE Admin/MaterialApoio/{temaId}. */
export function useExcluirTema() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`Admin/MaterialApoio/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaterialKeys.all }),
  });
}
