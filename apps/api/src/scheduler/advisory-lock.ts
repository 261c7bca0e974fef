import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/** First key of every scheduler lock (the second is the job's hash), apart from the other locks' keys. */
export const TRAVA_AGENDADOR = 0x536368;

/** A stable 32-bit key for a job name: the same in every instance and after every restart. */
export function chaveDaTarefa(nome: string): number {
  return createHash('sha256').update(nome).digest().readInt32BE(0);
}

/**
 * Runs `fn` only if this instance takes the job's advisory lock; answers whether it ran. On
 * PostgreSQL the lock is a session lock held on one dedicated connection for the whole run
 * (released at the end, or by the server if the connection dies), so the job's own queries and
 * transactions stay free to use the pool. PGlite is one process with one session, where advisory
 * locks are re-entrant and guard nothing: there the scheduler's in-process guard is the lock.
 */
export async function comTravaDaTarefa(
  db: Database,
  nome: string,
  fn: () => Promise<void>,
): Promise<boolean> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    await fn();
    return true;
  }
  const chave = chaveDaTarefa(nome);
  const conexao = await pool.connect();
  let quebrada: Error | undefined;
  try {
    const r = await conexao.query<{ ok: boolean }>('select pg_try_advisory_lock($1::int, $2::int) as ok', [
      TRAVA_AGENDADOR,
      chave,
    ]);
    if (!r.rows[0]?.ok) return false;
    try {
      await fn();
    } finally {
      await conexao
        .query('select pg_advisory_unlock($1::int, $2::int)', [TRAVA_AGENDADOR, chave])
        .catch((err: Error) => {
          quebrada = err;
        });
    }
    return true;
  } finally {
    // A connection whose unlock failed is dropped, which releases the lock on the server.
    conexao.release(quebrada);
  }
}
