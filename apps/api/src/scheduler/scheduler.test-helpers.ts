import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { dbPlugin } from '../plugins/db.ts';
import { schedulerPlugin } from './scheduler.plugin.ts';

// Shared by the scheduler tests: bare apps with the scheduler, and a gate a run can wait at. Each test
// file keeps the list of the apps it opened and closes them in its own hook.

/** A run that waits until the test lets it finish. */
export function porta() {
  let abrir!: () => void;
  const aberta = new Promise<void>((r) => {
    abrir = r;
  });
  return { abrir, aberta };
}

/**
 * A bare app with the scheduler: a fake clock, no timer (like the tests' apps), the log captured. It
 * joins `abertos`, the apps the test file closes after each test.
 */
export async function montar(
  abertos: FastifyInstance[],
  db: Database = {} as Database,
  opcoes: { automatic?: boolean } = {},
) {
  const relogio = { agora: Date.parse('2026-01-01T00:00:00Z') };
  const log: string[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk, _enc, done) {
          log.push(String(chunk));
          done();
        },
      }),
    },
  });
  await app.register(dbPlugin, { db });
  // The clock the app's `auth` plugin decorates in the real app.
  const relogioDoApp = fp(
    async (a) => {
      a.decorate('now', () => new Date(relogio.agora));
    },
    { name: 'auth' },
  );
  await app.register(relogioDoApp);
  await app.register(schedulerPlugin, { automatic: opcoes.automatic ?? false });
  await app.ready();
  abertos.push(app);
  return { app, relogio, log };
}
