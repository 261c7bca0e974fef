import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { drenarPendentes } from './estatisticas-rollup.ts';

/** The scheduler's name of the recount. */
export const TAREFA_COMPLETOS = 'estatisticas.completos';

/**
 * Recounts, every ESTATISTICAS_COMPLETOS_SEGUNDOS, the questionnaires the answer saves marked since
 * (`drenarPendentes`), so the marks stay few and the statistics read that drains them again stays
 * quick. The statistics read is exact without it; with 0 seconds the job is off.
 */
export const completosPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.scheduler.register({
      name: TAREFA_COMPLETOS,
      everyMs: config.ESTATISTICAS_COMPLETOS_SEGUNDOS * 1000,
      async run() {
        await drenarPendentes(app.db);
      },
    });
  },
  { name: 'estatisticas-completos', dependencies: ['db', 'scheduler'] },
);
