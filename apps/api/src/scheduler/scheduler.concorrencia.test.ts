import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { chaveDaTarefa, TRAVA_AGENDADOR } from './advisory-lock.ts';
import { montar, porta } from './scheduler.test-helpers.ts';

const abertos: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(abertos.splice(0).map((a) => a.close()));
});

describe('the scheduler', () => {
  it('never runs one job twice at once in an instance: a second tick finds it busy, run() waits its turn', async () => {
    const { app, relogio } = await montar(abertos);
    const p = porta();
    let emCurso = 0;
    let maximo = 0;
    let rodadas = 0;
    app.scheduler.register({
      name: 'lenta',
      everyMs: 1000,
      run: async () => {
        emCurso += 1;
        maximo = Math.max(maximo, emCurso);
        rodadas += 1;
        await p.aberta;
        emCurso -= 1;
      },
    });
    const a = app.scheduler.tick();
    relogio.agora += 5000;
    const b = app.scheduler.tick();
    const c = app.scheduler.run('lenta');
    await Promise.resolve();
    expect(rodadas).toBe(1);
    p.abrir();
    await Promise.all([a, b, c]);
    expect({ rodadas, maximo }).toEqual({ rodadas: 2, maximo: 1 });
  });

  it('on close, waits for the running job, tells it the app is closing and starts no other run', async () => {
    const { app } = await montar(abertos, undefined, { automatic: true });
    const p = porta();
    const comecou = porta();
    let viuEncerramento = false;
    let rodadas = 0;
    app.scheduler.register({
      name: 'longa',
      everyMs: 1,
      run: async ({ encerrando }) => {
        rodadas += 1;
        comecou.abrir();
        await p.aberta;
        viuEncerramento = encerrando();
      },
    });
    // Automatic: the one timer starts the due job on its own.
    await comecou.aberta;
    const fechando = app.close();
    await new Promise((r) => setImmediate(r));
    p.abrir();
    await fechando;
    expect({ rodadas, viuEncerramento }).toEqual({ rodadas: 1, viuEncerramento: true });
    await app.scheduler.tick();
    expect(rodadas).toBe(1);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the advisory lock, two instances on one PostgreSQL', () => {
  it('one job runs in one instance at a time; the other skips its turn, then runs once the lock is free', async () => {
    const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })];
    try {
      const [um, dois] = await Promise.all(
        pools.map((pool) => montar(abertos, drizzle(pool) as unknown as Database).then((m) => m.app)),
      );
      const p = porta();
      const comecou = porta();
      const rodadas = { um: 0, dois: 0 };
      // A name of its own: other test files may share the server.
      const name = `teste-trava-${process.pid}-${Date.now()}`;
      um!.scheduler.register({
        name,
        everyMs: 1000,
        run: async () => {
          rodadas.um += 1;
          comecou.abrir();
          await p.aberta;
        },
      });
      dois!.scheduler.register({
        name,
        everyMs: 1000,
        run: async () => {
          rodadas.dois += 1;
        },
      });
      const primeiro = um!.scheduler.tick();
      await comecou.aberta;
      await dois!.scheduler.tick();
      expect(rodadas).toEqual({ um: 1, dois: 0 });
      p.abrir();
      await primeiro;
      await dois!.scheduler.run(name);
      expect(rodadas).toEqual({ um: 1, dois: 1 });
    } finally {
      await Promise.all(abertos.splice(0).map((a) => a.close()));
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

describe.runIf(url)('the scheduler on a small pool', () => {
  it('runs more due jobs than the pool has connections, each querying through the pool (the locks hold none of them)', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const db = drizzle(pool) as unknown as Database;
      const { app } = await montar(abertos, db);
      const feitas: string[] = [];
      const sufixo = `${process.pid}-${Date.now()}`;
      for (const n of [1, 2, 3, 4]) {
        app.scheduler.register({
          name: `teste-pool-${n}-${sufixo}`,
          everyMs: 1000,
          run: async () => {
            // Held a moment, as the comparative refresh or the export queue are, while the others start.
            await pool.query('select pg_sleep(0.05)');
            feitas.push(`tarefa ${n}`);
          },
        });
      }
      // pg warns (and pg@9 will refuse) when a client is given a query while one runs: the locks' queries queue.
      const avisos: string[] = [];
      const aviso = (w: Error) => avisos.push(w.message);
      process.on('warning', aviso);
      const esgotou = new Promise<'esgotou'>((r) => setTimeout(() => r('esgotou'), 10_000).unref());
      const fim = await Promise.race([app.scheduler.tick().then(() => 'fim' as const), esgotou]);
      await new Promise((r) => setImmediate(r));
      process.off('warning', aviso);
      expect(fim).toBe('fim');
      expect(avisos.filter((m) => m.includes('already executing a query'))).toEqual([]);
      expect(feitas.sort()).toEqual(['tarefa 1', 'tarefa 2', 'tarefa 3', 'tarefa 4']);
      // Every lock was given back: another session takes each of them at once.
      const outra = new pg.Client({ connectionString: url });
      await outra.connect();
      try {
        for (const n of [1, 2, 3, 4]) {
          const { rows } = await outra.query<{ ok: boolean }>(
            'select pg_try_advisory_lock($1::int, $2::int) as ok',
            [TRAVA_AGENDADOR, chaveDaTarefa(`teste-pool-${n}-${sufixo}`)],
          );
          expect(rows[0]!.ok).toBe(true);
        }
      } finally {
        await outra.end();
      }
    } finally {
      await Promise.all(abertos.splice(0).map((a) => a.close()));
      await pool.end();
    }
  });
});
