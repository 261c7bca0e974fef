import type { AdminUsuario, Role } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsuarioKeys } from './keys';

export function updateUsuarioRole({ userId, role }: { userId: number; role: Role }) {
  return api.put<AdminUsuario>(`Admin/Usuario/${userId}/Role`, { role });
}

/** Grants or revokes the administrator role; every admin user list and page is refreshed. */
export function useUpdateUsuarioRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsuarioRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsuarioKeys.all }),
  });
}
