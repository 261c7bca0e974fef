import type { AdminTituloBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTextos } from './invalidate-textos';

export function updateIndicador(body: AdminTituloBody) {
  return api.patch<null>('Admin/Guia/update/indicador', body);
}

/** Changes the title of one indicator (allowed even once the edition was answered). */
export function useUpdateIndicador() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateIndicador, onSuccess: () => invalidateTextos(queryClient) });
}
