import type { AdminMaterial, AdminMaterialList } from '@guia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminMaterialKeys } from './keys';

/** GET Admin/MaterialApoio/Material/{temaId}/{tipoId}: theme, type and a page of materials. */
export function useMateriais(temaId: number, tipoId: number, params: QueryParams) {
  return useQuery({
    queryKey: adminMaterialKeys.materiais(temaId, tipoId, params),
    queryFn: async () =>
      (await api.get<AdminMaterialList>(`Admin/MaterialApoio/Material/${temaId}/${tipoId}`, params)).data,
    placeholderData: keepPreviousData,
  });
}

export type MaterialForm = {
  titulo: string;
  descricao: string;
  arquivo: File | null;
};

/** The multipart form the API reads: the texts, and the file only when one was chosen. */
function paraFormData(valores: MaterialForm): FormData {
  const form = new FormData();
  form.append('titulo', valores.titulo);
  form.append('descricao', valores.descricao);
  if (valores.arquivo) form.append('arquivo', valores.arquivo, valores.arquivo.name);
  return form;
}

/** POST (new) or PUT (with an id) a material as multipart/form-data with one file. */
export function useSalvarMaterial(temaId: number, tipoId: number) {
  const queryClient = useQueryClient();
  const base = `Admin/MaterialApoio/Material/${temaId}/${tipoId}`;
  return useMutation({
    mutationFn: ({ id, valores }: { id?: number; valores: MaterialForm }) =>
      id
        ? api.put<AdminMaterial>(`${base}/${id}`, paraFormData(valores))
        : api.post<AdminMaterial>(base, paraFormData(valores)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaterialKeys.all }),
  });
}

/** DELETE Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}. */
export function useExcluirMaterial(temaId: number, tipoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`Admin/MaterialApoio/Material/${temaId}/${tipoId}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaterialKeys.all }),
  });
}
