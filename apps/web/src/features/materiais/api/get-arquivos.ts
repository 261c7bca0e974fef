import type { MateriaisDoTipo } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materiaisKeys } from './keys';

/** GET MaterialApoio/Material/{temaId}/{tipoMaterialId}: the materials of a type. */
export async function getArquivos(temaId: number, tipoId: number): Promise<MateriaisDoTipo> {
  return (await api.get<MateriaisDoTipo>(`MaterialApoio/Material/${temaId}/${tipoId}`)).data;
}

export const arquivosQueryOptions = (temaId: number, tipoId: number) =>
  queryOptions({
    queryKey: materiaisKeys.arquivos(temaId, tipoId),
    queryFn: () => getArquivos(temaId, tipoId),
  });

export function useArquivos(temaId: number, tipoId: number) {
  return useQuery({
    ...arquivosQueryOptions(temaId, tipoId),
    enabled: Number.isInteger(temaId) && temaId > 0 && Number.isInteger(tipoId) && tipoId > 0,
  });
}
