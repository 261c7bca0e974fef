import type { AdminGuiaItem } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminGuiaKeys } from './keys';

export function createGuia({ ano }: { ano: number }) {
  return api.post<AdminGuiaItem>('Admin/Guia', { ano });
}

/** 'Cadastrar novo Guia': an empty draft edition for a year (one year, one edition). */
export function useCreateGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGuiaKeys.all }),
  });
}
