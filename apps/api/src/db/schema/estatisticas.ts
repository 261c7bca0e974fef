import {
  bigint,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { questionario } from './edicao.ts';

/*
 * The admin statistics rollup (docs/decisions.md, 'Admin statistics'). Each table holds counts and
 * SUMS per (granularidade, inicio, categoria, uf): granularidade 1 = one Brasília-time day starting at
 * `inicio`, 2 = the calendar month starting at `inicio`; every contribution is written at both, so
 * 'everything' sums ≤ 36 months × 162 keys and 'Último ano' sums 12 months plus the days of its first
 * partial month. No foreign keys: rows are keys of sums, maintained by
 * modules/admin-estatisticas/estatisticas-rollup.ts in the transaction of every change.
 */

const chave = {
  granularidade: smallint('granularidade').notNull(),
  inicio: date('inicio', { mode: 'string' }).notNull(),
  categoriaId: integer('categoria_id').notNull(),
  uf: varchar('uf', { length: 2 }).notNull(),
};

const soma = (nome: string) => bigint(nome, { mode: 'number' }).notNull().default(0);

/** Finished questionnaires by day of finish and their unit's category and UF. */
export const estatEntrega = pgTable(
  'estat_entrega',
  {
    ...chave,
    entregues: integer('entregues').notNull().default(0),
    aproveitamentoP1: soma('aproveitamento_p1'),
    aproveitamentoP2: soma('aproveitamento_p2'),
    aproveitamentoP3: soma('aproveitamento_p3'),
    aproveitamentoP4: soma('aproveitamento_p4'),
    aproveitamentoP5: soma('aproveitamento_p5'),
    potencial: soma('potencial'),
    percentual: soma('percentual'),
    atendidoP1: soma('atendido_p1'),
    atendidoP2: soma('atendido_p2'),
    atendidoP3: soma('atendido_p3'),
    atendidoP4: soma('atendido_p4'),
    atendidoP5: soma('atendido_p5'),
    naoAtendidoP1: soma('nao_atendido_p1'),
    naoAtendidoP2: soma('nao_atendido_p2'),
    naoAtendidoP3: soma('nao_atendido_p3'),
    naoAtendidoP4: soma('nao_atendido_p4'),
    naoAtendidoP5: soma('nao_atendido_p5'),
    naoPreenchidoP1: soma('nao_preenchido_p1'),
    naoPreenchidoP2: soma('nao_preenchido_p2'),
    naoPreenchidoP3: soma('nao_preenchido_p3'),
    naoPreenchidoP4: soma('nao_preenchido_p4'),
    naoPreenchidoP5: soma('nao_preenchido_p5'),
  },
  (t) => [primaryKey({ columns: [t.granularidade, t.inicio, t.categoriaId, t.uf] })],
);

/** Units by day of registration. */
export const estatObjeto = pgTable(
  'estat_objeto',
  {
    ...chave,
    objetos: integer('objetos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.granularidade, t.inicio, t.categoriaId, t.uf] })],
);

/** Units with a finished questionnaire, by day of their LATEST finish: area and herd summed once per unit. */
export const estatObjetoEntrega = pgTable(
  'estat_objeto_entrega',
  {
    ...chave,
    objetos: integer('objetos').notNull().default(0),
    area: numeric('area', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    rebanho: soma('rebanho'),
  },
  (t) => [primaryKey({ columns: [t.granularidade, t.inicio, t.categoriaId, t.uf] })],
);

/**
 * Users by day of registration and UF ('' = none), kept by the trigger `estat_cadastro_manter` on
 * `usuario` (migration 0008, hand-written block): everything it needs is on the user's row, and a
 * trigger sees every insert and deletion (registration, account deletion, stale unconfirmed accounts).
 */
export const estatCadastro = pgTable(
  'estat_cadastro',
  {
    granularidade: smallint('granularidade').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    usuarios: integer('usuarios').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.granularidade, t.inicio, t.uf] })],
);

/** One row once the rollup was built from the existing data (server start, `garantirRollup`). */
export const estatEstado = pgTable('estat_estado', {
  id: smallint('id').primaryKey().default(1),
  construidoEm: timestamp('construido_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Open questionnaires with every applicable indicator answered, and the time of their last answer
 * ('{product} 100% preenchidos'); brought up to date from `questionario_pendente` before every
statistics read (`drenarPendentes`), removed at finish (the finished ones are
 * counted as delivered). Small: only complete, still open questionnaires.
 */
export const questionarioCompleto = pgTable('questionario_completo', {
  questionarioId: integer('questionario_id')
    .primaryKey()
    .references(() => questionario.id, { onDelete: 'cascade' }),
  /** The unit's category and UF, fixed at the unit's creation: the count never joins the questionnaires. */
  categoriaId: integer('categoria_id').notNull(),
  uf: varchar('uf', { length: 2 }).notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
});

/**
 * Open questionnaires whose answers changed since `questionario_completo` was last brought up to
 * date: the answer save marks its questionnaire here in its own statement (an index probe when the
 * mark is already there), and `drenarPendentes` recounts the marked ones before the statistics read
 * them. No foreign key, so the mark costs no lookup of the questionnaire; a mark of a deleted
 * questionnaire recounts nothing and is dropped.
 */
export const questionarioPendente = pgTable('questionario_pendente', {
  questionarioId: integer('questionario_id').primaryKey(),
});
