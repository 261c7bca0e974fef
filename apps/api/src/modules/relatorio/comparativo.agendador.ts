import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { atualizarComparativo, edicoesDoComparativo } from './comparativo.service.ts';

/** A finish waits this long for others before the refresh runs, so a burst of finishes costs one diff. */
export const ATRASO_APOS_FINALIZACAO_MS = 10_000;

export interface AgendadorDoComparativo {
  /** A questionnaire of the edition was finished: refresh its snapshots soon (debounced). */
  avisarFinalizacao(edicaoId: number): void;
  /** Runs the refreshes the finishes asked for now, instead of after the delay. */
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
 * Keeps the comparative snapshots fresh: every COMPARATIVO_ATUALIZACAO_SEGUNDOS each edition is
 * refreshed (a cheap no-op when nothing was finished since), and a finish asks for one sooner.
 * Every instance runs it; the edition's advisory lock lets one of them do the work. With 0 seconds
 * nothing runs on its own (tests call `atualizarComparativo` directly).
 */
export const comparativoPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const ativo = config.COMPARATIVO_ATUALIZACAO_SEGUNDOS > 0;
    let fila: Promise<void> = Promise.resolve();
    const pendentes = new Set<number>();
    let atraso: NodeJS.Timeout | null = null;
    let fechando = false;

    // One refresh at a time in this instance: the ticks and the finishes queue behind each other.
    function executar(edicoes: () => Promise<number[]>): Promise<void> {
      fila = fila.then(async () => {
        if (fechando) return;
        try {
          for (const edicaoId of await edicoes()) {
            if (fechando) return;
            const r = await atualizarComparativo(app.db, edicaoId, {
              minUnidades: config.COMPARATIVO_MIN_UNIDADES,
              carenciaDias: config.COMPARATIVO_CARENCIA_DIAS,
              agora: app.now(),
            });
            if (r.publicados.length > 0) {
              app.log.info({ edicaoId, grupos: r.publicados }, 'comparativo: grupos publicados');
            }
          }
        } catch (err) {
          app.log.error({ err }, 'comparativo: falha ao atualizar os grupos publicados');
        }
      });
      return fila;
    }

    function atualizarPendentes(): Promise<void> {
      if (atraso) clearTimeout(atraso);
      atraso = null;
      const edicoes = [...pendentes];
      pendentes.clear();
      return edicoes.length > 0 ? executar(async () => edicoes) : fila;
    }

    const timer = ativo
      ? setInterval(() => {
          executar(() => edicoesDoComparativo(app.db));
        }, config.COMPARATIVO_ATUALIZACAO_SEGUNDOS * 1000)
      : null;
    timer?.unref();

    app.decorate('comparativo', {
      avisarFinalizacao(edicaoId: number) {
        if (!ativo || fechando) return;
        pendentes.add(edicaoId);
        if (!atraso) {
          atraso = setTimeout(() => {
            atualizarPendentes();
          }, ATRASO_APOS_FINALIZACAO_MS);
          atraso.unref();
        }
      },
      atualizarPendentes,
      ocioso: () => fila,
    } satisfies AgendadorDoComparativo);

    // After a deploy or restart, catch up at once rather than at the first tick.
    app.addHook('onReady', async () => {
      if (ativo) executar(() => edicoesDoComparativo(app.db));
    });
    app.addHook('onClose', async () => {
      fechando = true;
      if (timer) clearInterval(timer);
      if (atraso) clearTimeout(atraso);
      await fila;
    });
  },
  { name: 'comparativo', dependencies: ['db', 'auth'] },
);
