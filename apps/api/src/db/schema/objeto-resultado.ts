import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { objeto } from './objeto.ts';

/**
 * The latest result of a unit, denormalised for the admin unit list (docs/admin-filtros.md): the
 * frozen per-principle scores of its most recently finished questionnaire and of the one before.
 * One row per unit with at least one finished questionnaire, rewritten in the transaction that
 * finishes a questionnaire (`atualizarResultadosDasUnidades`) and rebuilt for existing data.
 */
export const objetoResultado = pgTable(
  'objeto_resultado',
  {
    objetoId: integer('objeto_id')
      .primaryKey()
      .references(() => objeto.id, { onDelete: 'cascade' }),
    /** The latest finished questionnaire (no FK: the row is rebuilt whenever questionnaires change). */
    questionarioId: integer('questionario_id').notNull(),
    edicaoId: integer('edicao_id').notNull(),
    finalizadoEm: timestamp('finalizado_em', { withTimezone: true }).notNull(),
    /** Overall score: floor(sum of the 5 aproveitamentos / 5). */
    percentual: smallint('percentual').notNull(),
    p1: smallint('p1').notNull(),
    p2: smallint('p2').notNull(),
    p3: smallint('p3').notNull(),
    p4: smallint('p4').notNull(),
    p5: smallint('p5').notNull(),
    /** The finished questionnaire before the latest one, or null. */
    anteriorQuestionarioId: integer('anterior_questionario_id'),
    anteriorPercentual: smallint('anterior_percentual'),
    a1: smallint('a1'),
    a2: smallint('a2'),
    a3: smallint('a3'),
    a4: smallint('a4'),
    a5: smallint('a5'),
    finalizados: integer('finalizados').notNull(),
  },
  (t) => [
    index('objeto_resultado_percentual_idx').on(t.percentual),
    index('objeto_resultado_finalizado_em_idx').on(t.finalizadoEm),
    index('objeto_resultado_questionario_idx').on(t.questionarioId),
    index('objeto_resultado_anterior_idx').on(t.anteriorQuestionarioId),
  ],
);

/**
 * Per unit and indicator, what the indicator filters of the admin list read (docs/admin-filtros.md):
 * the level of the answer in the unit's latest finished questionnaire as a percent of the
 * indicator's highest weight, and the same for the previous finished questionnaire (indicators
 * matched by code across editions). Answers 'não se aplica' (weight 0) in the latest questionnaire
 * are left out: no filter selects them. Rewritten with `objeto_resultado`, in the same transaction.
 */
export const objetoIndicadorUltimo = pgTable(
  'objeto_indicador_ultimo',
  {
    objetoId: integer('objeto_id')
      .notNull()
      .references(() => objeto.id, { onDelete: 'cascade' }),
    /** The indicator of the latest questionnaire's edition (no FK: rebuilt with the result). */
    indicadorId: integer('indicador_id').notNull(),
    percentual: smallint('percentual').notNull(),
    /** Null without a previous finished questionnaire, an answer to it, or with 'não se aplica'. */
    anteriorPercentual: smallint('anterior_percentual'),
    /** The rise from the previous to the latest answer in points (null when there is no previous). */
    evolucao: smallint('evolucao').generatedAlwaysAs(sql`percentual - anterior_percentual`),
  },
  (t) => [
    primaryKey({ columns: [t.objetoId, t.indicadorId] }),
    index('objeto_indicador_ultimo_percentual_idx').on(t.indicadorId, t.percentual, t.objetoId),
    index('objeto_indicador_ultimo_evolucao_idx')
      .on(t.indicadorId, t.evolucao, t.objetoId)
      .where(sql`evolucao > 0`),
  ],
);
