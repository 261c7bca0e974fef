import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball (tests load it with `pgliteDump`). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PostgreSQL when a URL is given, else an embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | 'memory';
  /** PostgreSQL only: the pool's connections (`DATABASE_POOL_MAX`). */
  poolMax?: number;
  /** PGlite in memory only: starts from this dump (see `DatabaseHandle.dump`) instead of an empty cluster. */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection dropped by the server (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled, it would crash the process. The pool replaces the client.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL: conexão ociosa encerrada (${err.message})`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // The embedded database is loaded only when it is used: a PostgreSQL deployment never pays for it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PGlite;
  if (!options.dataDir || options.dataDir === 'memory') {
    client = new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
