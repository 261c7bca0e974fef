import type { AdminUsuario, AdminUsuarioBody } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsuarioKeys } from './keys';

export function updateUsuario({ userId, body }: { userId: number; body: AdminUsuarioBody }) {
  return api.put<AdminUsuario>(`Admin/Usuario/${userId}`, body);
}

/** Saves the edit modal; a new e-mail stays pending until the user confirms it. */
export function useUpdateUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsuario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsuarioKeys.all }),
  });
}
