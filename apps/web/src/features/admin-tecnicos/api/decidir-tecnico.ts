import type { AdminTecnicoItem } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTecnicoKeys } from './keys';

/** An administrator's decision on a technician. */
export type DecisaoTecnico = 'Credenciar' | 'Suspender';

/**
 * POST Admin/Tecnicos/{id}/Credenciar|Suspender (audited; suspending cuts every grant of his at once). Resolves
 * the server's message ('Técnico suspenso. ...'); every page of the list is read again.
 */
export function useDecidirTecnico() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decisao }: { id: number; decisao: DecisaoTecnico }) =>
      (await api.post<AdminTecnicoItem>(`Admin/Tecnicos/${id}/${decisao}`)).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTecnicoKeys.all }),
  });
}
