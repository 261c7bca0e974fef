import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { edicao } from './edicao.ts';
import { usuario } from './usuario.ts';

/**
 * The published snapshot of a comparative group (`uf:MT`, `regiao:Sul`, `brasil`) in an edition:
 * what producers are compared with. It changes only when units of at least
 * COMPARATIVO_MIN_UNIDADES distinct owners joined or left the group since it was published, so
 * two successive values never isolate one producer (docs/decisions.md).
 */
export const comparativoGrupo = pgTable(
  'comparativo_grupo',
  {
    edicaoId: integer('edicao_id')
      .notNull()
      .references(() => edicao.id, { onDelete: 'cascade' }),
    grupo: text('grupo').notNull(),
    /** Bumped at each publish. */
    versao: integer('versao').notNull(),
    unidades: integer('unidades').notNull(),
    donos: integer('donos').notNull(),
    /** Sums of the members' quarters (p1..p5), never of raw scores. */
    somaP1: integer('soma_p1').notNull(),
    somaP2: integer('soma_p2').notNull(),
    somaP3: integer('soma_p3').notNull(),
    somaP4: integer('soma_p4').notNull(),
    somaP5: integer('soma_p5').notNull(),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.edicaoId, t.grupo] })],
);

/**
 * The units behind a published group value: each counted unit's latest finished questionnaire of
 * the edition at publish time (confirmed owners, account and finish past COMPARATIVO_CARENCIA_DIAS). No foreign key to the unit or the questionnaire on purpose: a unit its
 * owner deletes stays published (and excluded for him by owner) until the next publish, so
 * deleting it reveals nothing. An erased account's rows go with it.
 */
export const comparativoMembro = pgTable(
  'comparativo_membro',
  {
    edicaoId: integer('edicao_id')
      .notNull()
      .references(() => edicao.id, { onDelete: 'cascade' }),
    grupo: text('grupo').notNull(),
    objetoId: integer('objeto_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    questionarioId: integer('questionario_id').notNull(),
    /** The quarter (0..3, `faixaDoAproveitamento`) of the unit's score per principle, never the score. */
    p1: smallint('p1').notNull(),
    p2: smallint('p2').notNull(),
    p3: smallint('p3').notNull(),
    p4: smallint('p4').notNull(),
    p5: smallint('p5').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.edicaoId, t.grupo, t.objetoId] }),
    index('comparativo_membro_dono_idx').on(t.edicaoId, t.grupo, t.usuarioId),
    index('comparativo_membro_usuario_idx').on(t.usuarioId),
  ],
);

/**
 * What the last refresh of an edition's snapshots saw, so a refresh with no new finish since
 * skips the work; its absence means the edition was never refreshed.
 */
export const comparativoEstado = pgTable('comparativo_estado', {
  edicaoId: integer('edicao_id')
    .primaryKey()
    .references(() => edicao.id, { onDelete: 'cascade' }),
  finalizados: integer('finalizados').notNull(),
  ultimaFinalizacao: timestamp('ultima_finalizacao', { withTimezone: true }),
  /** When the last full diff against the published members ran. */
  comparadoEm: timestamp('comparado_em', { withTimezone: true }).notNull(),
});
