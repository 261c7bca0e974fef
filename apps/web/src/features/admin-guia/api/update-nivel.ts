import type { AdminTituloBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTextos } from './invalidate-textos';

export function updateNivel(body: AdminTituloBody) {
  return api.patch<null>('Admin/Guia/update/nivel', body);
}

/** Changes the description of one level (allowed even once the edition was answered). */
export function useUpdateNivel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNivel, onSuccess: () => invalidateTextos(queryClient) });
}
