import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { comTravaDaTarefa, fecharTravas } from './advisory-lock.ts';

/** What a job's run is given. */
export interface ContextoDaTarefa {
  /** The app's clock (`app.now()`) when the run started. */
  agora: Date;
  log: FastifyBaseLogger;
  /** True once the app is closing: a long run stops at its next step. */
  encerrando(): boolean;
}

export interface Tarefa {
  /** Unique; also the key of the job's advisory lock. */
  name: string;
  /** Interval between the starts of two runs; 0 or less turns the job off (it is not registered). */
  everyMs: number;
  run(ctx: ContextoDaTarefa): Promise<void>;
}

export interface Scheduler {
  /** Adds a periodic job; its first run is due at once (the catch-up after a start). */
  register(tarefa: Tarefa): void;
  /** Starts every due job that is not already running, and resolves when those runs end. */
  tick(): Promise<void>;
  /** Runs a job now whatever its interval (after its current run, if any); no-op for an unknown job. */
  run(name: string): Promise<void>;
  /** Brings a job's next run forward to at most `delayMs` from now (a debounce: bursts cost one run). */
  soon(name: string, delayMs: number): void;
  /** Resolves once no run of any job is in progress in this instance. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** The loop wakes at least this often, so a clock change or a missed wake-up is caught up. */
const ESPERA_MAXIMA_MS = 60_000;

interface Entrada {
  tarefa: Tarefa;
  proxima: number;
  ocupada: boolean;
  fila: Promise<void>;
}

/**
 * The one scheduler of every periodic job: one timer for all of them, armed for the earliest due
 * job; each run under the job's advisory lock, so several instances never run one job at once;
 * the app's injectable clock; a failing run is logged and the others go on. `automatic: false`
 * (tests) arms no timer: `tick()` and `run()` make jobs run, deterministically.
 */
export const schedulerPlugin = fp<{ automatic: boolean }>(
  async (app, { automatic }) => {
    const entradas = new Map<string, Entrada>();
    let timer: NodeJS.Timeout | null = null;
    let pronto = false;
    let encerrando = false;
    const agora = () => app.now().getTime();

    function executar(e: Entrada): Promise<void> {
      e.fila = e.fila.then(async () => {
        if (encerrando) return;
        e.ocupada = true;
        const inicio = app.now();
        e.proxima = inicio.getTime() + e.tarefa.everyMs;
        const log = app.log.child({ tarefa: e.tarefa.name });
        const desde = Date.now();
        try {
          const rodou = await comTravaDaTarefa(app.db, e.tarefa.name, () =>
            e.tarefa.run({ agora: inicio, log, encerrando: () => encerrando }),
          );
          if (rodou) log.debug({ ms: Date.now() - desde }, 'agendador: tarefa concluída');
          else log.debug('agendador: tarefa em execução em outra instância');
        } catch (err) {
          log.error({ err }, 'agendador: falha na tarefa');
        } finally {
          e.ocupada = false;
          armar();
        }
      });
      return e.fila;
    }

    function iniciarVencidas(): Promise<void>[] {
      const t = agora();
      const runs: Promise<void>[] = [];
      for (const e of entradas.values()) {
        if (e.ocupada || e.proxima > t) continue;
        // Marked now, not when the run starts: a second tick in the meantime finds it busy.
        e.ocupada = true;
        e.proxima = t + e.tarefa.everyMs;
        runs.push(executar(e));
      }
      return runs;
    }

    function armar(): void {
      if (!automatic || !pronto || encerrando) return;
      if (timer) clearTimeout(timer);
      let proxima = Number.POSITIVE_INFINITY;
      for (const e of entradas.values()) if (!e.ocupada) proxima = Math.min(proxima, e.proxima);
      const espera = Math.max(0, Math.min(proxima - agora(), ESPERA_MAXIMA_MS));
      timer = setTimeout(() => {
        timer = null;
        iniciarVencidas();
        armar();
      }, espera);
      timer.unref();
    }

    app.decorate('scheduler', {
      register(tarefa) {
        if (entradas.has(tarefa.name)) throw new Error(`Tarefa já registrada: ${tarefa.name}`);
        if (!(tarefa.everyMs > 0)) return;
        entradas.set(tarefa.name, { tarefa, proxima: agora(), ocupada: false, fila: Promise.resolve() });
        armar();
      },
      async tick() {
        await Promise.all(iniciarVencidas());
      },
      run(name) {
        const e = entradas.get(name);
        if (!e) return Promise.resolve();
        e.ocupada = true;
        return executar(e);
      },
      soon(name, delayMs) {
        const e = entradas.get(name);
        if (!e || encerrando) return;
        e.proxima = Math.min(e.proxima, agora() + delayMs);
        armar();
      },
      async idle() {
        await Promise.all([...entradas.values()].map((e) => e.fila));
      },
    } satisfies Scheduler);

    app.addHook('onReady', async () => {
      pronto = true;
      armar();
    });
    // Before the server stops: no new run starts, and a running one sees `encerrando()`.
    app.addHook('preClose', async () => {
      encerrando = true;
      if (timer) clearTimeout(timer);
    });
    app.addHook('onClose', async () => {
      await Promise.all([...entradas.values()].map((e) => e.fila));
      await fecharTravas(app.db);
    });
  },
  { name: 'scheduler', dependencies: ['db', 'auth'] },
);
