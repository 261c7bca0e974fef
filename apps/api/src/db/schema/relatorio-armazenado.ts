import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { questionario } from './edicao.ts';

/**
 * A finished questionnaire's report as it was last presented (the response's JSON), per report kind
 * (`desempenho`, `completo`, `prioridades`, `comparativo:<grupo>`), with the validators it was built
 * from: a digest of everything the report shows that can still change after the finish (the
 * edition's revision, the unit header and its owner, the evidence files, the comparative group's
 * snapshot). A read serves it while the digest is still the current one and rebuilds it otherwise;
 * the digest is also the report's ETag. Written at the finish and on first read (older
 * questionnaires), deleted with the questionnaire.
 */
export const relatorioArmazenado = pgTable(
  'relatorio_armazenado',
  {
    questionarioId: integer('questionario_id')
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    /** md5 of the validators the body was built from; the ETag. */
    validadores: text('validadores').notNull(),
    /** The whole response body (`{"data":…}`), sent as stored. */
    corpo: text('corpo').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionarioId, t.tipo] })],
);

/**
 * One row: a stamp that grows whenever a reference text a report shows changes (a category's,
 * activity's or production system's title, a municipality's name, an edition's year). Part of
 * every stored report's validators; kept by triggers (migration 0024).
 */
export const relatorioReferencia = pgTable(
  'relatorio_referencia',
  {
    id: boolean('id').primaryKey().default(true),
    versao: bigint('versao', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('relatorio_referencia_uma_linha', sql`${t.id}`)],
);
