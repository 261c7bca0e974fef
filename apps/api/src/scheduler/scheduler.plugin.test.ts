import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { dbPlugin } from '../plugins/db.ts';
import { schedulerPlugin } from './scheduler.plugin.ts';

/** A run that waits until the test lets it finish. */
function porta() {
  let abrir!: () => void;
  const aberta = new Promise<void>((r) => {
    abrir = r;
  });
  return { abrir, aberta };
}

const abertos: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(abertos.splice(0).map((a) => a.close()));
});

/** A bare app with the scheduler: a fake clock, no timer (like the tests' apps), the log captured. */
async function montar(db: Database = {} as Database, opcoes: { automatic?: boolean } = {}) {
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

describe('the scheduler', () => {
  it('runs a job at the first tick, then only when its interval has passed on the injected clock', async () => {
    const { app, relogio } = await montar();
    const vistos: string[] = [];
    app.scheduler.register({
      name: 'contar',
      everyMs: 1000,
      run: async ({ agora }) => {
        vistos.push(agora.toISOString());
      },
    });
    await app.scheduler.tick();
    await app.scheduler.tick();
    expect(vistos).toEqual(['2026-01-01T00:00:00.000Z']);
    relogio.agora += 999;
    await app.scheduler.tick();
    expect(vistos).toHaveLength(1);
    relogio.agora += 1;
    await app.scheduler.tick();
    expect(vistos).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z']);
  });

  it('a failing job is logged and blocks neither the other jobs nor its own next run', async () => {
    const { app, relogio, log } = await montar();
    let falhas = 0;
    let outras = 0;
    app.scheduler.register({
      name: 'quebra',
      everyMs: 1000,
      run: async () => {
        falhas += 1;
        throw new Error('detalhe interno');
      },
    });
    app.scheduler.register({
      name: 'segue',
      everyMs: 1000,
      run: async () => {
        outras += 1;
      },
    });
    await app.scheduler.tick();
    relogio.agora += 1000;
    await app.scheduler.tick();
    expect({ falhas, outras }).toEqual({ falhas: 2, outras: 2 });
    const linhas = log.map((l) => JSON.parse(l) as { tarefa?: string; msg: string });
    expect(
      linhas.filter((l) => l.tarefa === 'quebra' && l.msg === 'agendador: falha na tarefa'),
    ).toHaveLength(2);
  });

  it('never runs one job twice at once in an instance: a second tick finds it busy, run() waits its turn', async () => {
    const { app, relogio } = await montar();
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

  it('soon() brings a run forward once, however many times it is asked', async () => {
    const { app, relogio } = await montar();
    let rodadas = 0;
    app.scheduler.register({
      name: 'fila',
      everyMs: 60_000,
      run: async () => {
        rodadas += 1;
      },
    });
    await app.scheduler.tick();
    app.scheduler.soon('fila', 10_000);
    app.scheduler.soon('fila', 10_000);
    relogio.agora += 9_999;
    await app.scheduler.tick();
    expect(rodadas).toBe(1);
    relogio.agora += 1;
    app.scheduler.soon('fila', 10_000);
    await app.scheduler.tick();
    await app.scheduler.tick();
    expect(rodadas).toBe(2);
  });

  it('a job with an interval of 0 is off: never run, and run()/soon() on it are no-ops', async () => {
    const { app } = await montar();
    let rodadas = 0;
    app.scheduler.register({
      name: 'desligada',
      everyMs: 0,
      run: async () => {
        rodadas += 1;
      },
    });
    app.scheduler.soon('desligada', 0);
    await app.scheduler.run('desligada');
    await app.scheduler.tick();
    expect(rodadas).toBe(0);
  });

  it('on close, waits for the running job, tells it the app is closing and starts no other run', async () => {
    const { app } = await montar(undefined, { automatic: true });
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
        pools.map((pool) => montar(drizzle(pool) as unknown as Database).then((m) => m.app)),
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
