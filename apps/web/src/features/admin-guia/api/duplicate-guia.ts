import type { AdminGuiaItem } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export function duplicateGuia({ id, ano }: { id: number; ano: number }) {
  return api.post<AdminGuiaItem>(`Admin/Guia/${id}`, { ano });
}

/** Deep-copies an edition (structure, texts, support materials) into a new draft for a year. */
export function useDuplicateGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateGuia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGuiaKeys.all }),
  });
}
