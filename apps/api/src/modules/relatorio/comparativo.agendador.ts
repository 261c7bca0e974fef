import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { atualizarComparativo, edicoesDoComparativo } from './comparativo.service.ts';

/** A finish waits this long for others before the refresh runs, so a burst of finishes costs one diff. */
export const ATRASO_APOS_FINALIZACAO_MS = 10_000;

/** The scheduler's name of the refresh. */
export const TAREFA_COMPARATIVO = 'comparativo.atualizar';

export interface AgendadorDoComparativo {
  /** A questionnaire of the edition was finished: refresh the snapshots soon (debounced). */
  avisarFinalizacao(edicaoId: number): void;
  /** Runs the refresh now, instead of after the delay. */
  atualizarPendentes(): Promise<void>;
  /** Resolves once no refresh is running. */
  ocioso(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    comparativo: AgendadorDoComparativo;
  }
}

/**
 * Keeps the comparative snapshots fresh: a scheduler job refreshes each edition every
 * COMPARATIVO_ATUALIZACAO_SEGUNDOS (a cheap no-op for an edition where nothing was finished
 * since) and at start, and a finish brings the next run forward to ATRASO_APOS_FINALIZACAO_MS.
 * The job's lock lets one instance run it at a time; the edition's advisory lock still guards each
 * refresh. With 0 seconds the job is off (tests call `atualizarComparativo` directly).
 */
export const comparativoPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.scheduler.register({
      name: TAREFA_COMPARATIVO,
      everyMs: config.COMPARATIVO_ATUALIZACAO_SEGUNDOS * 1000,
      async run({ agora, log, encerrando }) {
        for (const edicaoId of await edicoesDoComparativo(app.db)) {
          if (encerrando()) return;
          const r = await atualizarComparativo(app.db, edicaoId, {
            minUnidades: config.COMPARATIVO_MIN_UNIDADES,
            carenciaDias: config.COMPARATIVO_CARENCIA_DIAS,
            agora,
          });
          if (r.publicados.length > 0)
            log.info({ edicaoId, grupos: r.publicados }, 'comparativo: grupos publicados');
        }
      },
    });

    app.decorate('comparativo', {
      avisarFinalizacao() {
        app.scheduler.soon(TAREFA_COMPARATIVO, ATRASO_APOS_FINALIZACAO_MS);
      },
      atualizarPendentes: () => app.scheduler.run(TAREFA_COMPARATIVO),
      ocioso: () => app.scheduler.idle(),
    } satisfies AgendadorDoComparativo);
  },
  { name: 'comparativo', dependencies: ['db', 'auth', 'scheduler'] },
);
