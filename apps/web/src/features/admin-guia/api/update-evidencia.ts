import type { AdminEvidenciaBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTextos } from './invalidate-textos';

export function updateEvidencia(body: AdminEvidenciaBody) {
  return api.patch<null>('Admin/Guia/update/evidencia', body);
}

/** Changes the evidence example of one indicator. */
export function useUpdateEvidencia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvidencia, onSuccess: () => invalidateTextos(queryClient) });
}
