import type { AutorizacoesDoProdutor } from '@guia/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { delegacaoKeys } from './keys';

/** GET Autorizacoes: the producer's grants (newest first) and the technicians' requests waiting for him. */
export function useAutorizacoes() {
  return useQuery({
    queryKey: delegacaoKeys.autorizacoes(),
    queryFn: async () => (await api.get<AutorizacoesDoProdutor>('Autorizacoes')).data,
  });
}
