import type { GuiaEstrutura } from '@guia/shared';
import { useMemo } from 'react';
import { sobreporPendentes } from '@/lib/guia-offline/sobrepor-pendentes';
import { useEntradas, useOutbox } from '@/lib/outbox/hooks';
import { type GuiaKey, useGuia } from '../api/get-guia';

/**
 * The questionnaire as the user left it on this device: the server's (or the device's kept copy)
 * with the choices still in the outbox laid over it, progress recomputed by the shared scoring rule,
 * and how many of them are not sent yet ('N respostas ainda não enviadas').
 */
export function useGuiaComPendentes(key: GuiaKey | null) {
  const guia = useGuia(key);
  const outbox = useOutbox();
  const entradas = useEntradas(outbox, key?.questionarioId ?? -1);
  const resultado = useMemo((): { guia: GuiaEstrutura | undefined; naoEnviadas: number } => {
    if (!guia.data) return { guia: undefined, naoEnviadas: 0 };
    const pendentes = (entradas ?? [])
      .filter((e) => e.estado === 'pendente')
      .map((e) => ({ indicadorId: e.indicadorId, nivel_id: e.nivel_id, percentual: e.percentual }));
    if (pendentes.length === 0) return { guia: guia.data, naoEnviadas: 0 };
    return sobreporPendentes(guia.data, pendentes);
  }, [guia.data, entradas]);
  return { query: guia, ...resultado };
}
