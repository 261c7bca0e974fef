import type { Objeto } from '@guia/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materiaisKeys } from './keys';

/** GET Objeto: the user's units, only to open /newmateriais on the category of the first one. */
export function useCategoriaDaPrimeiraUnidade() {
  return useQuery({
    queryKey: materiaisKeys.unidades(),
    queryFn: async () => (await api.get<Objeto[]>('Objeto')).data,
    select: (unidades) => unidades[0]?.categoria_id ?? null,
    staleTime: 5 * 60_000,
  });
}
