import type { OrientacaoBody, OrientacaoSalva } from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { guiaKeys } from '@/lib/query-keys';

export async function saveOrientacao(body: OrientacaoBody): Promise<Envelope<OrientacaoSalva>> {
  return api.post<OrientacaoSalva>('Guia/Questionario/Orientacao', body);
}

/** POST Guia/Questionario/Orientacao: the accredited applicator guiding the filling (the Guia then reads 'orientado'). */
export function useSaveOrientacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrientacao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guiaKeys.all }),
  });
}
