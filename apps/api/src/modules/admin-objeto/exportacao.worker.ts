import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import {
  marcarErro,
  processarExportacao,
  purgarExportacoes,
  reivindicarExportacao,
} from './admin-objeto.service.ts';

/** How often a worker looks for waiting jobs and expired leases. */
export const INTERVALO_EXPORTACAO_MS = 5_000;

export interface TrabalhadorDeExportacoes {
  /** A job was queued: start on it now (no-op when the worker is not automatic). */
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
 * The in-process export worker. Every instance runs one; jobs are claimed with FOR UPDATE SKIP
 * LOCKED and held by a lease renewed every batch, so a job whose instance died is finished by
 * another (or by this one after a restart, at `onReady`). Not automatic under NODE_ENV=test
 * (tests call `processarPendentes`).
 */
export const exportacaoPlugin = fp<{ config: Config; now?: () => Date }>(
  async (app, { config, now }) => {
    const automatico = config.NODE_ENV !== 'test';
    const agora = now ?? (() => new Date());
    let fila: Promise<void> = Promise.resolve();
    let fechando = false;

    async function rodada(): Promise<void> {
      for (;;) {
        if (fechando) return;
        const job = await reivindicarExportacao(app.db);
        if (!job) break;
        try {
          await processarExportacao(app.db, app.fileStore, job, {
            produto: config.PRODUCT_NAME,
            agora: agora(),
          });
        } catch (err) {
          app.log.error({ err, exportacaoId: job.id }, 'exportacao: falha ao gerar o arquivo');
          await marcarErro(app.db, job.id, job.tentativas);
        }
      }
      await purgarExportacoes(app.db, app.fileStore);
    }

    function processarPendentes(): Promise<void> {
      fila = fila.then(rodada).catch((err) => {
        app.log.error({ err }, 'exportacao: falha ao processar a fila');
      });
      return fila;
    }

    const timer = automatico ? setInterval(processarPendentes, INTERVALO_EXPORTACAO_MS) : null;
    timer?.unref();

    app.decorate('exportacoes', {
      avisar() {
        if (automatico && !fechando) processarPendentes();
      },
      processarPendentes,
    } satisfies TrabalhadorDeExportacoes);

    app.addHook('onReady', async () => {
      if (automatico) processarPendentes();
    });
    app.addHook('onClose', async () => {
      fechando = true;
      if (timer) clearInterval(timer);
      await fila;
    });
  },
  { name: 'exportacao-objetos', dependencies: ['db', 'file-store'] },
);
