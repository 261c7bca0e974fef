import type { AdminGuiaDetalhe } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export async function getGuia(productId: number | string): Promise<AdminGuiaDetalhe> {
  return (await api.get<AdminGuiaDetalhe>(`Admin/Guia/${productId}`)).data;
}

export const guiaQueryOptions = (productId: number | string) =>
  queryOptions({ queryKey: adminGuiaKeys.detail(productId), queryFn: () => getGuia(productId) });

/** An edition and its principle cards. */
export function useGuia(productId: number | string) {
  return useQuery(guiaQueryOptions(productId));
}
