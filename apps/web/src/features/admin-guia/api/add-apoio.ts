import type { AdminApoioBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTextos } from './invalidate-textos';

export function addApoio(body: AdminApoioBody) {
  return api.post<null>('Admin/Guia/apoio/add', body);
}

/** Adds a support link to an indicator, for one of its categories. */
export function useAddApoio() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addApoio, onSuccess: () => invalidateTextos(queryClient) });
}
