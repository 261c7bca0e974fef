import { useEffect, useSyncExternalStore } from 'react';
import { aposPrimeiraTela } from '@/app/apos-primeira-tela';
import type { Outbox } from './outbox';

/**
 * The outbox's code that needs Dexie (the databases, the drain: ~28 kB, issue 16 §4), loaded apart from the
 * answering screen's: after the first screen is usable (`useNucleoDoOutbox`), or at once by whatever must
 * write to the device before then (`outboxDe`: a choice tapped before it arrived is awaited, never dropped).
 * Offline, the service worker's precache holds its chunk like every other.
 */
type Nucleo = typeof import('./nucleo');

let nucleo: Nucleo | null = null;
let carregando: Promise<Nucleo> | null = null;
const ouvintes = new Set<() => void>();

/** The outbox's code, loaded once (a failed load, offline before any cache, is tried again next time). */
export function carregarNucleo(): Promise<Nucleo> {
  carregando ??= import('./nucleo').then(
    (m) => {
      nucleo = m;
      for (const ouvinte of ouvintes) ouvinte();
      return m;
    },
    (error: unknown) => {
      carregando = null;
      throw error;
    },
  );
  return carregando;
}

/** The user's outbox, its code loaded first if it is not yet. */
export async function outboxDe(usuarioId: number): Promise<Outbox> {
  return (await carregarNucleo()).obterOutbox(usuarioId);
}

function assinar(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

const atual = () => nucleo;

/** The outbox's code if it has loaded. */
export const nucleoCarregado = atual;

/** The outbox's code once loaded (null before), asking for it after the first screen when `pedir`. */
export function useNucleoDoOutbox(pedir: boolean): Nucleo | null {
  const carregado = useSyncExternalStore(assinar, atual, atual);
  useEffect(() => {
    // A failed load (offline, the app shell never cached) is left to the next need of it.
    // Without signal there is no link to share and the reads wait on retries: the code (from the
    // service worker's cache) is asked for at once, so the pending answers show without delay.
    if (pedir && !carregado)
      (navigator.onLine ? aposPrimeiraTela() : Promise.resolve()).then(carregarNucleo).catch(() => {});
  }, [pedir, carregado]);
  return carregado;
}

/** The key of an indicator's choice in `Outbox.salvoEm`. */
export const chaveSalvo = (questionarioId: number, indicadorId: number) => `${questionarioId}:${indicadorId}`;
