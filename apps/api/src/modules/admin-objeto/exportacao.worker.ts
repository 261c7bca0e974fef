import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import {
  marcarErro,
  processarExportacao,
  purgarExportacoes,
  reivindicarExportacao,
} from './exportacao.fila.ts';

/** How often a worker looks for waiting jobs and expired leases. */
export const INTERVALO_EXPORTACAO_MS = 5_000;

/** The scheduler's name of the export worker. */
export const TAREFA_EXPORTACAO = 'exportacao.processar';

export interface TrabalhadorDeExportacoes {
  /** A job was queued: start on it at the scheduler's next wake-up (now, when it runs on its own). */
  avisar(): void;
  /** Processes every waiting job (and expired lease) now, then purges old ones; resolves when done. */
  processarPendentes(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exportacoes: TrabalhadorDeExportacoes;
  }
}

/**
 * The export worker, a scheduler job of every instance (at start, then every
 * INTERVALO_EXPORTACAO_MS, and at once when a job is queued). Jobs are claimed with FOR UPDATE SKIP
 * LOCKED and held by a lease renewed every batch (`exportacao.fila.ts`), so a job whose instance
 * died is finished by another, or by this one after a restart.
 */
export const exportacaoPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.scheduler.register({
      name: TAREFA_EXPORTACAO,
      everyMs: INTERVALO_EXPORTACAO_MS,
      async run({ log, encerrando }) {
        for (;;) {
          if (encerrando()) return;
          const job = await reivindicarExportacao(app.db);
          if (!job) break;
          try {
            await processarExportacao(app.db, app.fileStore, job, {
              produto: config.PRODUCT_NAME,
              agora: app.now(),
            });
          } catch (err) {
            log.error({ err, exportacaoId: job.id }, 'exportacao: falha ao gerar o arquivo');
            await marcarErro(app.db, job.id, job.tentativas);
          }
        }
        await purgarExportacoes(app.db, app.fileStore);
      },
    });

    app.decorate('exportacoes', {
      avisar: () => app.scheduler.soon(TAREFA_EXPORTACAO, 0),
      processarPendentes: () => app.scheduler.run(TAREFA_EXPORTACAO),
    } satisfies TrabalhadorDeExportacoes);
  },
  { name: 'exportacao-objetos', dependencies: ['db', 'file-store', 'scheduler'] },
);
