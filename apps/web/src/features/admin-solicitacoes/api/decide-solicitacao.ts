import type { AdminSolicitacaoItem } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSolicitacaoKeys } from './keys';

export type Decisao = 'Resolver' | 'Rejeitar';

/** POST Admin/SolicitacaoDocumento/{id}/Resolver or /Rejeitar; answers the server's message. */
export async function decideSolicitacao({ id, decisao }: { id: number; decisao: Decisao }) {
  return (await api.post<AdminSolicitacaoItem>(`Admin/SolicitacaoDocumento/${id}/${decisao}`, {})).message;
}

/** Resolves or rejects a request; the lists are refreshed. */
export function useDecideSolicitacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSolicitacao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSolicitacaoKeys.all }),
  });
}
