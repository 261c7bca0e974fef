import type { Credenciamento } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { credenciamentoKeys } from '@/lib/query-keys';

export async function getCredenciamento(): Promise<Credenciamento | null> {
  return (await api.get<Credenciamento | null>('Tecnico/Credenciamento')).data;
}

export const credenciamentoQueryOptions = () =>
  queryOptions({
    queryKey: credenciamentoKeys.all,
    queryFn: getCredenciamento,
    // An administrator's decision is rare: the menus need not ask again on every open.
    staleTime: 5 * 60_000,
  });

/**
 * The user's accreditation as a technician (issue 18 §1), null when he never asked: the user menu offers
 * 'Produtores que atendo' once accredited, and the accreditation screen shows where the request stands.
 */
export function useCredenciamento({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...credenciamentoQueryOptions(), enabled });
}
