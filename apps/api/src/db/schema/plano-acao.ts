import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { indicador, questionario } from './edicao.ts';
import { objeto } from './objeto.ts';
import { usuario } from './usuario.ts';

/**
 * A unit's action plan (issue 17): targets drawn from a finished questionnaire. Active while
 * `avaliado_em` is null; next year's finished Guia evaluates it (§2) and it becomes the previous one.
 */
export const planoAcao = pgTable(
  'plano_acao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    objetoId: integer('objeto_id')
      .notNull()
      .references(() => objeto.id, { onDelete: 'cascade' }),
    /** The finished questionnaire the plan was made from (its answers are the current levels). */
    questionarioId: integer('questionario_id')
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    criadoPor: integer('criado_por')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /** When a later finished questionnaire froze the outcomes; null while the plan is active. */
    avaliadoEm: timestamp('avaliado_em', { withTimezone: true }),
    /** The questionnaire that evaluated it (§2). */
    questionarioAvaliacaoId: integer('questionario_avaliacao_id').references(() => questionario.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // One active plan per unit, even under two simultaneous saves: the second insert waits, then fails.
    uniqueIndex('plano_acao_ativo_uq').on(t.objetoId).where(sql`${t.avaliadoEm} is null`),
    index('plano_acao_objeto_idx').on(t.objetoId, t.avaliadoEm),
  ],
);

/** One target of a plan: an indicator, the level it is at and the level aimed at, by a date. */
export const planoAcaoItem = pgTable(
  'plano_acao_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planoAcao.id, { onDelete: 'cascade' }),
    // Answered in the plan's questionnaire, so never deleted from under it (same rule as `resposta`).
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id, { onDelete: 'restrict' }),
    /** `indicador.linhagem`: next year's edition matches a renumbered indicator by it. */
    linhagem: uuid('linhagem').notNull(),
    pesoAtual: smallint('peso_atual').notNull(),
    pesoMeta: smallint('peso_meta').notNull(),
    prazo: date('prazo', { mode: 'string' }).notNull(),
    acoes: text('acoes').notNull(),
    responsavel: text('responsavel'),
    estado: varchar('estado', { length: 12 }).notNull().default('planejada'),
    /** Frozen by next year's finished Guia (§2); null until then. */
    desfecho: varchar('desfecho', { length: 14 }),
    pesoObtido: smallint('peso_obtido'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plano_acao_item_plano_indicador_uq').on(t.planoId, t.indicadorId),
    index('plano_acao_item_indicador_idx').on(t.indicadorId),
    check('plano_acao_item_peso_ck', sql`${t.pesoAtual} between 1 and 4 and ${t.pesoMeta} between 2 and 5`),
    check('plano_acao_item_meta_ck', sql`${t.pesoMeta} > ${t.pesoAtual}`),
    check(
      'plano_acao_item_estado_ck',
      sql`${t.estado} in ('planejada', 'em_andamento', 'concluida', 'cancelada')`,
    ),
    check(
      'plano_acao_item_desfecho_ck',
      sql`${t.desfecho} is null or ${t.desfecho} in ('atingida', 'avancou', 'manteve', 'recuou', 'nao_avaliavel')`,
    ),
  ],
);

/** 'Registrar andamento': a note and, optionally, one evidence file (bytes in the FileStore). */
export const planoAcaoRegistro = pgTable(
  'plano_acao_registro',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => planoAcaoItem.id, { onDelete: 'cascade' }),
    nota: text('nota').notNull(),
    /** The FileStore key; null without a file (the four file columns go together). */
    arquivoChave: text('arquivo_chave'),
    /** The original file name, shown and used for the download. */
    arquivoNome: text('arquivo_nome'),
    arquivoMime: varchar('arquivo_mime', { length: 120 }),
    arquivoTamanho: integer('arquivo_tamanho'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('plano_acao_registro_item_idx').on(t.itemId),
    check(
      'plano_acao_registro_arquivo_ck',
      sql`(${t.arquivoChave} is null) = (${t.arquivoNome} is null)
        and (${t.arquivoChave} is null) = (${t.arquivoMime} is null)
        and (${t.arquivoChave} is null) = (${t.arquivoTamanho} is null)`,
    ),
  ],
);
