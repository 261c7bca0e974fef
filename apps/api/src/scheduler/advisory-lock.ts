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
 * The connection that holds this instance's scheduler locks: one per pool, OUTSIDE it. A lock held on a
 * pooled connection for a whole run took that connection from the pool while the run's own queries
 * waited for one: with as many due jobs as connections (a pool of 4 and the start's 4 jobs) every
 * connection held a lock and every job waited for the pool, for ever. Session locks are per
 * connection, so one connection holds every job's lock; its queries (lock, unlock) are short and
 * queue on it. If it dies, the server releases its locks and the next run opens another.
 */
class ConexaoDasTravas {
  private cliente: Promise<pg.Client> | null = null;
  /** The queries run one after another: a pg client must not be given a query while one runs. */
  private fila: Promise<unknown> = Promise.resolve();

  constructor(private readonly config: pg.ClientConfig) {}

  /** One query on the connection, after the ones before it; the connection it ran on comes with the rows. */
  consultar<T extends pg.QueryResultRow>(texto: string, valores: unknown[]) {
    const vez = this.fila.then(async () => {
      const c = await this.obter();
      return { c, r: await c.query<T>(texto, valores) };
    });
    this.fila = vez.catch(() => {});
    return vez;
  }

  private obter(): Promise<pg.Client> {
    if (!this.cliente) {
      const c = new pg.Client({ ...this.config, application_name: 'guia-agendador' });
      const pronto: Promise<pg.Client> = c.connect().then(
        () => c,
        (err: Error) => {
          if (this.cliente === pronto) this.cliente = null;
          throw err;
        },
      );
      // A dropped connection (restart, failover) released its locks on the server: the next run reconnects.
      c.on('error', () => {
        if (this.cliente === pronto) this.cliente = null;
      });
      this.cliente = pronto;
    }
    return this.cliente;
  }

  /** Drops the connection (an unlock failed: the server releases what it held). */
  descartar(c: pg.Client): void {
    void this.cliente?.then(
      (atual) => {
        if (atual === c) this.cliente = null;
      },
      () => {},
    );
    void c.end().catch(() => {});
  }

  async fechar(): Promise<void> {
    const atual = this.cliente;
    this.cliente = null;
    const c = await atual?.catch(() => null);
    await c?.end().catch(() => {});
  }
}

const conexoes = new WeakMap<pg.Pool, ConexaoDasTravas>();

function poolDe(db: Database): pg.Pool | null {
  const pool = (db as unknown as { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? pool : null;
}

/** Closes the scheduler's lock connection of this database, if one was opened (the app's close). */
export async function fecharTravas(db: Database): Promise<void> {
  const pool = poolDe(db);
  const conexao = pool && conexoes.get(pool);
  if (!conexao) return;
  conexoes.delete(pool);
  await conexao.fechar();
}

/**
 * Runs `fn` only if this instance takes the job's advisory lock; answers whether it ran. On
 * PostgreSQL the lock is a session lock held for the whole run on the scheduler's own connection
 * (`ConexaoDasTravas`, outside the pool), released at the end or by the server if that connection
 * dies; the job's own queries and transactions use the pool. PGlite is one process with one session,
 * where advisory locks are re-entrant and guard nothing: there the scheduler's in-process guard is
 * the lock.
 */
export async function comTravaDaTarefa(
  db: Database,
  nome: string,
  fn: () => Promise<void>,
): Promise<boolean> {
  const pool = poolDe(db);
  if (!pool) {
    await fn();
    return true;
  }
  let conexao = conexoes.get(pool);
  if (!conexao) {
    conexao = new ConexaoDasTravas(pool.options);
    conexoes.set(pool, conexao);
  }
  const chave = chaveDaTarefa(nome);
  const { c: cliente, r } = await conexao.consultar<{ ok: boolean }>(
    'select pg_try_advisory_lock($1::int, $2::int) as ok',
    [TRAVA_AGENDADOR, chave],
  );
  if (!r.rows[0]?.ok) return false;
  try {
    await fn();
  } finally {
    await conexao
      .consultar('select pg_advisory_unlock($1::int, $2::int)', [TRAVA_AGENDADOR, chave])
      .catch(() => conexao.descartar(cliente));
  }
  return true;
}
