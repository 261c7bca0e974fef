import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { indicador, questionario } from './edicao.ts';

/** One evidence file attached to an indicator of a questionnaire; the bytes live in the FileStore. */
export const evidencia = pgTable(
  'evidencia',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionarioId: integer('questionario_id')
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    // An indicator with evidence is never deleted from under it (same rule as `resposta`).
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id, { onDelete: 'restrict' }),
    /** The original file name, shown to the user and used for the download. */
    titulo: text('titulo').notNull(),
    /** The FileStore key. */
    nomearquivo: text('nomearquivo').notNull(),
    mime: varchar('mime', { length: 120 }).notNull(),
    /** Size in bytes. */
    tamanho: integer('tamanho').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evidencia_questionario_indicador_idx').on(t.questionarioId, t.indicadorId)],
);
