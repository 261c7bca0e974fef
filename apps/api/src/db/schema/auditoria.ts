import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every administrative act that reads or changes a producer's data (who, when, what). Append-only:
 * the migration adds a trigger that refuses UPDATE and DELETE. No foreign keys, so the record
 * outlives a deleted account; the actor's name is kept as it was at the time.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The administrator who acted. */
    atorId: integer('ator_id').notNull(),
    atorNome: text('ator_nome').notNull(),
    /** What was done, e.g. 'relatorio.desempenho', 'usuario.role', 'objetos.exportar'. */
    acao: varchar('acao', { length: 60 }).notNull(),
    /** The producer whose data was read or changed (null for acts over many, like an export). */
    alvoUsuarioId: integer('alvo_usuario_id'),
    objetoId: integer('objeto_id'),
    /** The edition an act on the Guia's editions concerns (its history page). */
    edicaoId: integer('edicao_id'),
    /** Facts of the act: filters of an export, old and new role, fields changed (never passwords). */
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>().notNull().default({}),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_alvo_idx').on(t.alvoUsuarioId, t.criadoEm),
    index('auditoria_ator_idx').on(t.atorId, t.criadoEm),
    index('auditoria_edicao_idx').on(t.edicaoId, t.criadoEm),
  ],
);
