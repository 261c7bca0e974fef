import type { AdminTipo, AdminTipoBody, AdminTipoList } from '@guia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminMaterialKeys } from './keys';

/** GET Admin/MaterialApoio/TipoMaterial/{temaId}: the theme and a page of its types. */
export function useTipos(temaId: number, params: QueryParams) {
  return useQuery({
    queryKey: adminMaterialKeys.tipos(temaId, params),
    queryFn: async () =>
      (await api.get<AdminTipoList>(`Admin/MaterialApoio/TipoMaterial/${temaId}`, params)).data,
    placeholderData: keepPreviousData,
  });
}

/** POST (new) or PUT (with an id) Admin/MaterialApoio/TipoMaterial/{temaId}[/{id}]. */
export function useSalvarTipo(temaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminTipoBody }) =>
      id
        ? api.put<AdminTipo>(`Admin/MaterialApoio/TipoMaterial/${temaId}/${id}`, body)
        : api.post<AdminTipo>(`Admin/MaterialApoio/TipoMaterial/${temaId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaterialKeys.all }),
  });
}

/** DELETE Admin/MaterialApoio/TipoMaterial/{temaId}/{id}. */
export function useExcluirTipo(temaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`Admin/MaterialApoio/TipoMaterial/${temaId}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaterialKeys.all }),
  });
}
