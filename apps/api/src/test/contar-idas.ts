import type { Database } from '../db/client.ts';

type Metodos = Record<string, (...args: unknown[]) => unknown>;

/**
 * Counts the round trips to the database while `fn` runs, at the driver under Drizzle: every query of
 * PGlite or of the node-postgres pool, and a transaction (PGlite) or a connection checked out for one
 * (pg) as one more.
 */
export async function contarIdas<T>(db: Database, fn: () => Promise<T>): Promise<{ valor: T; idas: number }> {
  const cliente = (db._.session as unknown as { client: Metodos }).client;
  const nomes = ['query', 'exec', 'transaction', 'connect'].filter((n) => typeof cliente[n] === 'function');
  const originais = new Map(nomes.map((n) => [n, cliente[n]!]));
  let idas = 0;
  // pg's Pool.query checks a connection out through `connect`, synchronously: not a second trip.
  let emQuery = false;
  for (const n of nomes)
    cliente[n] = (...args: unknown[]) => {
      if (n === 'connect' && emQuery) return originais.get(n)!.apply(cliente, args);
      idas += 1;
      emQuery = n === 'query';
      try {
        return originais.get(n)!.apply(cliente, args);
      } finally {
        emQuery = false;
      }
    };
  try {
    const valor = await fn();
    return { valor, idas };
  } finally {
    for (const [n, f] of originais) cliente[n] = f;
  }
}
