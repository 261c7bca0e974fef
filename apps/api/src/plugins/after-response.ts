import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Task = () => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `task` once the answer has been sent. For work whose duration must not show in the
     * answer time (whether an account exists must not be readable from it): e-mails, mostly.
     */
    afterResponse(task: Task): void;
  }
  interface FastifyInstance {
    /** Resolves when every task scheduled so far has finished (tests; a graceful close). */
    afterResponseIdle(): Promise<void>;
  }
}

/** Work deferred until after the response; a failure is logged, the answer was already right. */
export const afterResponsePlugin = fp(
  async (app) => {
    const scheduled = new WeakMap<FastifyRequest, Task[]>();
    const running = new Set<Promise<void>>();

    app.decorateRequest('afterResponse', function (this: FastifyRequest, task: Task) {
      const tasks = scheduled.get(this);
      if (tasks) tasks.push(task);
      else scheduled.set(this, [task]);
    });
    app.decorate('afterResponseIdle', async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    });

    app.addHook('onResponse', async (request) => {
      const tasks = scheduled.get(request);
      if (!tasks) return;
      scheduled.delete(request);
      const run = (async () => {
        for (const task of tasks) {
          try {
            await task();
          } catch (err) {
            request.log.error({ err }, 'falha numa tarefa após a resposta');
          }
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
    });
    app.addHook('onClose', async () => app.afterResponseIdle());
  },
  { name: 'after-response' },
);
