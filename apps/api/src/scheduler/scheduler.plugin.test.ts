import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { montar } from './scheduler.test-helpers.ts';

const abertos: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(abertos.splice(0).map((a) => a.close()));
});

describe('the scheduler', () => {
  it('runs a job at the first tick, then only when its interval has passed on the injected clock', async () => {
    const { app, relogio } = await montar(abertos);
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
    const { app, relogio, log } = await montar(abertos);
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

  it('soon() brings a run forward once, however many times it is asked', async () => {
    const { app, relogio } = await montar(abertos);
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
    const { app } = await montar(abertos);
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
});
