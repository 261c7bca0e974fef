import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { drenarPendentes } from './estatisticas-rollup.ts';

/**
 * Recounts, every ESTATISTICAS_COMPLETOS_SEGUNDOS, the questionnaires the answer saves marked since
 * (`drenarPendentes`), so the marks stay few and the statistics read that drains them again stays
 * quick. The statistics read is exact without it; with 0 seconds nothing runs on its own.
 */
export const completosPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.ESTATISTICAS_COMPLETOS_SEGUNDOS <= 0) return;
    let fila: Promise<void> = Promise.resolve();
    let fechando = false;
    const timer = setInterval(() => {
      fila = fila.then(async () => {
        if (fechando) return;
        try {
          await drenarPendentes(app.db);
        } catch (err) {
          app.log.error({ err }, 'estatisticas: falha ao recontar os questionários preenchidos');
        }
      });
    }, config.ESTATISTICAS_COMPLETOS_SEGUNDOS * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      fechando = true;
      clearInterval(timer);
      await fila;
    });
  },
  { name: 'estatisticas-completos', dependencies: ['db'] },
);
