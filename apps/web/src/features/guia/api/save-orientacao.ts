import type { OrientacaoBody, OrientacaoSalva } from '@guia/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';

export async function saveOrientacao(body: OrientacaoBody): Promise<Envelope<OrientacaoSalva>> {
  return api.post<OrientacaoSalva>('Guia/Questionario/Orientacao', body);
}

/** POST Guia/Questionario/Orientacao: the accredited applicator guiding the filling. */
export function useSaveOrientacao() {
  return useMutation({ mutationFn: saveOrientacao });
}
