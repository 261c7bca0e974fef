import type { AdminGuiaItem } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objetoKeys } from '@/lib/query-keys';
import { adminGuiaKeys } from './keys';

export function updateDisponibilidade({ id, disponibilizar }: { id: number; disponibilizar: boolean }) {
  return api.put<AdminGuiaItem>(`Admin/Guia/${id}`, { disponibilizar });
}

/** 'Disponibilizar' / 'Fechar': producers see the change on the unit page at once. */
export function useUpdateDisponibilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisponibilidade,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminGuiaKeys.all }),
        // The administrator's own unit pages show the editions too.
        queryClient.invalidateQueries({ queryKey: objetoKeys.all }),
      ]),
  });
}
