import type { DadosPessoais } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configuracaoKeys } from './keys';

export async function getDadosPessoais(): Promise<DadosPessoais> {
  return (await api.get<DadosPessoais>('Configuracao/DadosPessoais')).data;
}

export const dadosPessoaisQueryOptions = () =>
  queryOptions({ queryKey: configuracaoKeys.dadosPessoais(), queryFn: getDadosPessoais });

/** The account's personal data (settings). */
export function useDadosPessoais() {
  return useQuery(dadosPessoaisQueryOptions());
}
