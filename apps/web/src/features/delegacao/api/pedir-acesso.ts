import type { SolicitacaoTecnicoInput } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST Tecnico/Solicitacoes: always 202 with the same message, whether or not the CPF has an account (no
 * enumeration); only the producer grants.
 */
export function usePedirAcesso() {
  return useMutation({
    mutationFn: (body: SolicitacaoTecnicoInput) => api.post<null>('Tecnico/Solicitacoes', body),
  });
}
