import type { ObjetoDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  type ComCopia,
  chavesDaCopia,
  lerComCopia,
  recarregarCopiaAoReconectar,
} from '@/lib/guia-offline/ler-com-copia';
import { objetoKeys } from '@/lib/query-keys';

/** GET Objeto/{id}, kept on the device after each read: the way into the Guia opens offline too. */
export async function getObjeto(id: number): Promise<ComCopia<ObjetoDetalhe>> {
  return lerComCopia(
    chavesDaCopia.objeto(id),
    async () => (await api.get<ObjetoDetalhe>(`Objeto/${id}`)).data,
  );
}

export const objetoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: objetoKeys.detail(id),
    queryFn: () => getObjeto(id),
    networkMode: 'always',
    refetchOnReconnect: recarregarCopiaAoReconectar,
  });

/** One of the user's units with its {product} editions; another user's unit answers 404 like a missing one. */
export function useObjeto(id: number | null) {
  return useQuery({ ...objetoQueryOptions(id ?? 0), enabled: id !== null });
}
