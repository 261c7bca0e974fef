import type {
  AdminCategoria,
  AdminCategoriaBody,
  AdminCategoriaList,
  AdminCategoriaUpdateBody,
} from '@guia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminMaterialKeys } from './keys';

/** GET Admin/Categoria: a page of the platform's categories. */
export function useCategorias(params: QueryParams) {
  return useQuery({
    queryKey: adminMaterialKeys.categorias(params),
    queryFn: async () => (await api.get<AdminCategoriaList>('Admin/Categoria', params)).data,
    placeholderData: keepPreviousData,
  });
}

/** POST Admin/Categoria, or PUT Admin/Categoria/{id} (also `{ ativo }` to switch it off or on). */
export function useSalvarCategoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdminCategoriaBody | AdminCategoriaUpdateBody }) =>
      id
        ? api.put<AdminCategoria>(`Admin/Categoria/${id}`, body)
        : api.post<AdminCategoria>('Admin/Categoria', body),
    // The registration form's list (GET Categoria) changes too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE Admin/Categoria/{id}: refused (409) while the category is in use. */
export function useExcluirCategoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`Admin/Categoria/${id}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
