import type { AcessosPagina } from '@guia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configuracaoKeys } from './keys';

export const ACESSOS_POR_PAGINA = 20;

/** One page of 'Quem acessou meus dados' (issue 18 §3), newest first. */
export function useAcessos(page: number) {
  return useQuery({
    queryKey: configuracaoKeys.acessos(page),
    queryFn: async () =>
      (await api.get<AcessosPagina>('Acessos', { page, pageSize: ACESSOS_POR_PAGINA })).data,
    placeholderData: keepPreviousData,
  });
}
