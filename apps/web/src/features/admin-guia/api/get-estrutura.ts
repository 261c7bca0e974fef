import type { AdminEstrutura } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

/** The structure with the ETag of its version: the save sends it back in If-Match. */
export type EstruturaVersionada = AdminEstrutura & { etag: string | null };

export async function getEstrutura(
  productId: number | string,
  principioId: number | string,
): Promise<EstruturaVersionada> {
  const { data, etag } = await api.getVersioned<AdminEstrutura>(
    `Admin/Guia/${productId}/Indicador/${principioId}`,
  );
  return { ...data, etag };
}

export const estruturaQueryOptions = (productId: number | string, principioId: number | string) =>
  queryOptions({
    queryKey: adminGuiaKeys.estrutura(productId, principioId),
    queryFn: () => getEstrutura(productId, principioId),
    // The editor holds its own copy while typing: no refetch behind the administrator's back.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A principle's criteria, indicators, levels and support materials, with its version and ETag. */
export function useEstrutura(productId: number | string, principioId: number | string) {
  return useQuery(estruturaQueryOptions(productId, principioId));
}
