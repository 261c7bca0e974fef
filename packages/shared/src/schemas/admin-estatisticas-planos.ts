import { z } from 'zod';
import { adminEstatisticasBody } from './admin-estatisticas.ts';

// Issue 17 §4: the action plans in the admin statistics. The same filters as POST Admin/Estatisticas;
// every figure computed over fewer than `minProdutores` distinct owners (COMPARATIVO_MIN_UNIDADES) is
// null with `oculto: true`, and so are the few more that would let it be worked out by subtraction
// (docs/decisions.md, 'Action plans in the admin statistics').

/** POST Admin/Estatisticas/PlanosAcao: the statistics filters, with their messages. */
export const adminEstatisticasPlanosBody = adminEstatisticasBody;
export type AdminEstatisticasPlanosBody = z.input<typeof adminEstatisticasPlanosBody>;

/** A count, or null when it is not shown (too few producers behind it). */
const contagem = z.number().int().min(0).nullable();

export const adminEstatisticasPlanos = z.object({
  /** The floor: a figure over fewer distinct producers (unit owners) than this is not sent. */
  minProdutores: z.number().int().min(1),
  resumo: z.object({
    /** Plans made in the selection (active and evaluated). */
    planos: contagem,
    /** Units with at least one of those plans. */
    unidades: contagem,
    /** Targets (items) of those plans, cancelled ones included. */
    itens: contagem,
    oculto: z.boolean(),
  }),
  /** The five principles, by code, titled as in the latest published edition. */
  principios: z.array(
    z.object({
      codigo: z.number().int().min(1).max(5),
      titulo: z.string(),
      itens: contagem,
      oculto: z.boolean(),
    }),
  ),
  /**
   * One row per indicator lineage (stable across editions), coded and titled as in the latest
   * published edition that has it: every indicator of the current edition, plus any other lineage
   * whose figures are shown. Ordered by principle, then code.
   */
  indicadores: z.array(
    z.object({
      /** The lineage key (a UUID): the row's identity across editions. */
      linhagem: z.string(),
      codigo: z.string(),
      titulo: z.string(),
      principio: z.number().int().min(1).max(5),
      itens: contagem,
      itensOculto: z.boolean(),
      /** Targets judged by next year's Guia (met, advanced, kept or went back; not 'não avaliável', not cancelled). */
      avaliados: contagem,
      /** Judged targets that were met. */
      atingidas: contagem,
      /** atingidas / avaliados, truncated to a whole percent; null without judged targets. */
      percentualAtingidas: contagem,
      /** The three figures of the judged targets are not shown (fewer producers than the floor). */
      metasOculto: z.boolean(),
    }),
  ),
});
export type AdminEstatisticasPlanos = z.infer<typeof adminEstatisticasPlanos>;
export type AdminEstatisticasPlanosIndicador = AdminEstatisticasPlanos['indicadores'][number];
