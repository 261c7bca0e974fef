import type { Database } from '../db/client.ts';

/*
 * Domain events: what happened to a producer's records that another part keeps derived data of (the
 * admin statistics). The module that acts raises the event in the act's own transaction and the
 * subscribers run in it, one after the other, in-process: derived data commits or rolls back with the
 * act, and a failing subscriber fails the act. No broker, no retries, no queue.
 *
 * An act that changes or removes rows is announced twice: `antesDe` before the change (first in the
 * transaction: what is about to change or go is still there, and may be locked) and `publicar` after
 * it. A creation is only published (there is nothing before it). `comEvento` does both around a change.
 * Subscriptions are made once, at composition (app.ts), and hold for the process.
 */

/** Each event's name and what it carries. */
export interface EventosDeDominio {
  /** A unit was registered. */
  'unidade.criada': { objetoId: number };
  /** A unit's editable fields change (area, herd...). */
  'unidade.editada': { objetoId: number };
  /** A unit is deleted, its questionnaires with it (cascade). */
  'unidade.excluida': { objetoId: number };
  /** A questionnaire is finished: its per-principle results frozen, the unit's latest result moved. */
  'questionario.finalizado': { objetoId: number; questionarioId: number };
  /** An account is deleted, its units and their questionnaires with it (cascade). */
  'conta.excluida': { usuarioId: number };
}

export type TipoDeEvento = keyof EventosDeDominio;

/** An event: its `tipo` and its payload. */
export type Evento<K extends TipoDeEvento = TipoDeEvento> = {
  [T in K]: { tipo: T } & EventosDeDominio[T];
}[K];

/** What a subscriber does around one kind of act, inside the act's transaction. */
export interface Assinatura<K extends TipoDeEvento> {
  /** Before the change (announced by `antesDe`). */
  antes?: (tx: Database, evento: Evento<K>) => Promise<void>;
  /** After the change (announced by `publicar`). */
  depois?: (tx: Database, evento: Evento<K>) => Promise<void>;
}

const assinaturas = new Map<TipoDeEvento, Set<Assinatura<never>>>();

/**
 * Subscribes to one kind of event, in subscription order among its subscribers. Subscribing the same
 * object again changes nothing (an app built twice in one process does not count twice). Returns the
 * unsubscription.
 */
export function assinar<K extends TipoDeEvento>(tipo: K, assinatura: Assinatura<K>): () => void {
  let doTipo = assinaturas.get(tipo);
  if (!doTipo) {
    doTipo = new Set();
    assinaturas.set(tipo, doTipo);
  }
  const conjunto = doTipo as Set<Assinatura<K>>;
  conjunto.add(assinatura);
  return () => {
    conjunto.delete(assinatura);
  };
}

async function despachar<K extends TipoDeEvento>(
  tx: Database,
  evento: Evento<K>,
  fase: keyof Assinatura<K>,
): Promise<void> {
  const doTipo = assinaturas.get(evento.tipo) as Set<Assinatura<K>> | undefined;
  for (const assinatura of doTipo ?? []) await assinatura[fase]?.(tx, evento);
}

/** Announces an act about to happen, in its transaction and before it changes anything. */
export function antesDe<K extends TipoDeEvento>(tx: Database, evento: Evento<K>): Promise<void> {
  return despachar(tx, evento, 'antes');
}

/** Publishes an act that just happened, in its transaction (before the commit). */
export function publicar<K extends TipoDeEvento>(tx: Database, evento: Evento<K>): Promise<void> {
  return despachar(tx, evento, 'depois');
}

/** Runs `mudanca` as the act `evento` in one transaction: announced before, published after. */
export function comEvento<K extends TipoDeEvento, T>(
  db: Database,
  evento: Evento<K>,
  mudanca: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await antesDe(tx, evento);
    const resultado = await mudanca(tx);
    await publicar(tx, evento);
    return resultado;
  });
}

/**
 * One part's subscriptions, held while at least one app of the process is open (tests build several,
 * one after another): the first app to call the returned function subscribes them, and they are
 * dropped when the last one calls what it got back (at its close). Called at composition (app.ts).
 */
export function assinaturasDoProcesso(assinarTodas: () => (() => void)[]): () => () => void {
  let apps = 0;
  let cancelar: (() => void)[] = [];
  return () => {
    if (apps === 0) cancelar = assinarTodas();
    apps += 1;
    let ativo = true;
    return () => {
      if (!ativo) return;
      ativo = false;
      apps -= 1;
      if (apps === 0) for (const c of cancelar.splice(0)) c();
    };
  };
}
