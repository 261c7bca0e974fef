import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-store';
import { comReabertura } from '@/lib/indexeddb/reabrir';
import type { EntradaOutbox, FotoOutbox } from './db';
import type { EstadoDrenagem } from './drenagem';
import { type Outbox, obterOutbox, pararOutrosUsuarios } from './outbox';
import { esquecerAvisoDeSessao } from './sessao-encerrada';

/** The signed-in user's outbox (null when signed out); its acknowledgements update this query client. */
export function useOutbox(): Outbox | null {
  const auth = useAuth();
  const client = useQueryClient();
  const outbox = auth ? obterOutbox(auth.id) : null;
  if (outbox) outbox.cliente = client;
  return outbox;
}

/** The user's entries, oldest first (all, or one questionnaire's); undefined while loading. */
export function useEntradas(outbox: Outbox | null, questionarioId?: number): EntradaOutbox[] | undefined {
  return useLiveQuery(() => {
    if (!outbox) return [];
    const t = outbox.db.respostas;
    return comReabertura(outbox.db, () =>
      questionarioId === undefined
        ? t.orderBy('id').toArray()
        : t.where('questionarioId').equals(questionarioId).sortBy('id'),
    );
  }, [outbox, questionarioId]);
}

/** The evidence files kept here, oldest first (all, or one questionnaire's); undefined while loading. */
export function useFotos(outbox: Outbox | null, questionarioId?: number): FotoOutbox[] | undefined {
  return useLiveQuery(() => {
    if (!outbox) return [];
    const t = outbox.db.fotos;
    return comReabertura(outbox.db, () =>
      questionarioId === undefined
        ? t.orderBy('id').toArray()
        : t.where('questionarioId').equals(questionarioId).sortBy('id'),
    );
  }, [outbox, questionarioId]);
}

/** The latest change of one indicator kept here (undefined while loading, null when none). */
export function useEntradaDoIndicador(outbox: Outbox | null, questionarioId: number, indicadorId: number) {
  return useLiveQuery(async () => {
    if (!outbox) return null;
    const lista = await comReabertura(outbox.db, () =>
      outbox.db.respostas
        .where('[questionarioId+indicadorId]')
        .equals([questionarioId, indicadorId])
        .sortBy('id'),
    );
    return lista.at(-1) ?? null;
  }, [outbox, questionarioId, indicadorId]);
}

const PARADO: EstadoDrenagem = {
  enviando: false,
  enviadas: 0,
  total: 0,
  precisaEntrar: false,
  semConexao: false,
  ultimaSincronizacao: null,
  proximaTentativa: null,
};
const nada = () => () => {};

/** The drain's state (sending, needs sign-in, last sync), re-rendering on each change. */
export function useEstadoDrenagem(outbox: Outbox | null): EstadoDrenagem {
  return useSyncExternalStore(
    outbox?.drenador.assinar ?? nada,
    outbox?.drenador.obterEstado ?? (() => PARADO),
    outbox?.drenador.obterEstado ?? (() => PARADO),
  );
}

/**
 * The drain's triggers for the signed-in user: app start, `online`, the page becoming visible. (The timer and
 * 'Tentar agora' live in the drain and the pending list.) Another user's drain stops.
 */
export function useGatilhosDoOutbox(outbox: Outbox | null) {
  useEffect(() => {
    pararOutrosUsuarios(outbox?.usuarioId ?? null);
    if (!outbox) return;
    esquecerAvisoDeSessao();
    const disparar = () => void outbox.drenador.disparar();
    const aoMudarVisibilidade = () => {
      if (document.visibilityState === 'visible') disparar();
    };
    disparar();
    window.addEventListener('online', disparar);
    document.addEventListener('visibilitychange', aoMudarVisibilidade);
    return () => {
      window.removeEventListener('online', disparar);
      document.removeEventListener('visibilitychange', aoMudarVisibilidade);
    };
  }, [outbox]);
}
