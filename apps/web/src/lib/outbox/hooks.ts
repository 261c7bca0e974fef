import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-store';
import { comReabertura } from '@/lib/indexeddb/reabrir';
import { esquecerAvisoDeSessao } from './aviso-de-sessao';
import { nucleoCarregado, outboxDe, useNucleoDoOutbox } from './carregar';
import type { EntradaOutbox, FotoOutbox } from './db';
import type { EstadoDrenagem } from './drenagem';
import type { Outbox } from './outbox';

/**
 * The signed-in user's outbox; its acknowledgements update this query client. Null when signed out, and
 * until the outbox's code has loaded (after the first screen, carregar.ts): what writes uses `useObterOutbox`.
 */
export function useOutbox(): Outbox | null {
  const auth = useAuth();
  const client = useQueryClient();
  const nucleo = useNucleoDoOutbox(auth !== null);
  const outbox = auth && nucleo ? nucleo.obterOutbox(auth.id) : null;
  if (outbox) outbox.cliente = client;
  return outbox;
}

/** The signed-in user's outbox for a write, waiting for its code if it has not arrived yet (null: signed out). */
export function useObterOutbox(): () => Promise<Outbox | null> {
  const auth = useAuth();
  const client = useQueryClient();
  return async () => {
    if (!auth) return null;
    const outbox = await outboxDe(auth.id);
    outbox.cliente = client;
    return outbox;
  };
}

/**
 * Dexie's live query of `consulta` (what `useLiveQuery` of dexie-react-hooks does, without importing Dexie
 * here): undefined until the outbox's code is in and the first result arrives; the last result is kept while
 * new arguments are read; an error is thrown to the error boundary.
 */
function useConsultaViva<T>(consulta: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const nucleo = useNucleoDoOutbox(false);
  const [estado, setEstado] = useState<{ valor?: T; erro?: unknown }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `consulta` is new each render; `deps` say when it changes
  useEffect(() => {
    if (!nucleo) return;
    const assinatura = nucleo.liveQuery(consulta).subscribe({
      next: (valor) => setEstado((antes) => (antes.valor === valor && !antes.erro ? antes : { valor })),
      error: (erro: unknown) => setEstado({ erro }),
    });
    return () => assinatura.unsubscribe();
  }, [nucleo, ...deps]);
  if (estado.erro) throw estado.erro;
  return estado.valor;
}

/** The user's entries, oldest first (all, or one questionnaire's); undefined while loading. */
export function useEntradas(outbox: Outbox | null, questionarioId?: number): EntradaOutbox[] | undefined {
  return useConsultaViva(() => {
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
  return useConsultaViva(() => {
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
  return useConsultaViva(async () => {
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
    // Before the outbox's code is in, no outbox is open: none to stop.
    nucleoCarregado()?.pararOutrosUsuarios(outbox?.usuarioId ?? null);
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
