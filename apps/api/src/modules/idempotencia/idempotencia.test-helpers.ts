import { and, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { RESERVA_ABANDONADA_MS } from './idempotencia.service.ts';

// What the route tests of `Idempotency-Key` share: the header, and the states a crash leaves.

/** A user's auth headers with an `Idempotency-Key`. */
export const comChave = (user: TestUser, chave: string) => ({ ...user.auth, 'idempotency-key': chave });

const daChave = (usuarioId: number, chave: string) =>
  and(eq(schema.idempotencia.usuarioId, usuarioId), eq(schema.idempotencia.chave, chave));

/** A crash between the act's commit and the storage of its answer: the key `concluido`, no answer. */
export async function perderResposta(t: TestApp, usuarioId: number, chave: string): Promise<void> {
  await t.db
    .update(schema.idempotencia)
    .set({ status: null, resposta: null, criadoEm: new Date(Date.now() - RESERVA_ABANDONADA_MS - 1000) })
    .where(daChave(usuarioId, chave));
}

/**
 * A request with `novaChave` and the same body as the one `chaveUsada` carried, that reserved its key
 * `minutos` ago and died before its act committed.
 */
export async function reservaAntiga(
  t: TestApp,
  usuarioId: number,
  { chaveUsada, novaChave, minutos }: { chaveUsada: string; novaChave: string; minutos: number },
): Promise<void> {
  const [usada] = await t.db.select().from(schema.idempotencia).where(daChave(usuarioId, chaveUsada));
  if (!usada) throw new Error('chave usada não encontrada');
  await t.db.insert(schema.idempotencia).values({
    usuarioId,
    chave: novaChave,
    rota: usada.rota,
    impressao: usada.impressao,
    estado: 'em_andamento',
    criadoEm: new Date(Date.now() - minutos * 60_000),
  });
}

/** Minutes after which a reservation counts as abandoned, plus one. */
export const MINUTOS_ABANDONADA = RESERVA_ABANDONADA_MS / 60_000 + 1;

/** The stored keys of a user. */
export function chavesDe(t: TestApp, usuarioId: number) {
  return t.db.select().from(schema.idempotencia).where(eq(schema.idempotencia.usuarioId, usuarioId));
}
