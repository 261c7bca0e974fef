import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Whatever runs raw SQL: the database or a transaction. */
export type ExecutaSql = Pick<Database, 'execute'>;

/**
 * The rows of a raw query, typed by the caller. Both drivers (node-postgres and PGlite) answer
 * `execute` with `{ rows }`, but `Database` is typed over either driver's result and cannot say so:
 * this is the one place that digs the rows out.
 */
export async function linhas<T>(db: ExecutaSql, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
