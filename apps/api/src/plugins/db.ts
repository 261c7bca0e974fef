import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the Drizzle database (PGlite or PostgreSQL) as `app.db`. */
export const dbPlugin = fp<{ db: Database }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
