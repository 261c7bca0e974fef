import type { TextoLegal } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { textoLegalKeys } from '@/lib/query-keys';

export type TipoTexto = 'termos' | 'privacidade';

const PATHS: Record<TipoTexto, string> = { termos: 'TermosUso', privacidade: 'PoliticaPrivacidade' };

/** GET TermosUso / PoliticaPrivacidade: sanitized HTML from the server. */
export async function getTextoLegal(tipo: TipoTexto): Promise<TextoLegal> {
  return (await api.get<TextoLegal>(PATHS[tipo])).data;
}

export const textoLegalQueryOptions = (tipo: TipoTexto) =>
  queryOptions({
    queryKey: textoLegalKeys.detail(tipo),
    queryFn: () => getTextoLegal(tipo),
    staleTime: 10 * 60_000,
  });

export function useTextoLegal(tipo: TipoTexto) {
  return useQuery(textoLegalQueryOptions(tipo));
}
