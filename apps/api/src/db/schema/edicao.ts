import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { objeto } from './objeto.ts';
import { categoria } from './reference.ts';
import { usuario } from './usuario.ts';

/** One yearly edition of the {product}: principles -> criteria -> indicators -> levels. */
export const edicao = pgTable(
  'edicao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ano: integer('ano').notNull(),
    disponivel: boolean('disponivel').notNull().default(false),
    /** When the edition was last made available (the card's 'Disponível em'). */
    datadisponivel: timestamp('datadisponivel', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by every edit of the edition's texts or structure: a server instance holding the
     * edition's texts in memory compares it (one primary-key read) and reloads when it moved, so an
     * edit made through another instance shows at once.
     */
    revisao: integer('revisao').notNull().default(1),
  },
  (t) => [uniqueIndex('edicao_ano_uq').on(t.ano)],
);

export const principio = pgTable(
  'principio',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    edicaoId: integer('edicao_id')
      .notNull()
      .references(() => edicao.id, { onDelete: 'cascade' }),
    codigo: smallint('codigo').notNull(),
    titulo: text('titulo').notNull(),
    subtitulo: text('subtitulo').notNull(),
    descricao: text('descricao').notNull(),
    icone: varchar('icone', { length: 40 }).notNull(),
    video: text('video'),
    /** 'Orientações' of the performance report (the spec's orientacaoGtps): HTML-like text. */
    orientacao: text('orientacao').notNull().default(''),
    /**
     * Bumped by every save of the principle's structure: a save carries the version it was read
     * at, and a stale one is refused (two administrators never overwrite each other silently).
     */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    uniqueIndex('principio_edicao_codigo_uq').on(t.edicaoId, t.codigo),
    check('principio_codigo_ck', sql`${t.codigo} between 1 and 5`),
  ],
);

export const criterio = pgTable(
  'criterio',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    principioId: integer('principio_id')
      .notNull()
      .references(() => principio.id, { onDelete: 'cascade' }),
    /** Sequence inside the principle (the M of 'Critério N.M'). */
    codigo: smallint('codigo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    icone: varchar('icone', { length: 40 }),
  },
  (t) => [uniqueIndex('criterio_principio_codigo_uq').on(t.principioId, t.codigo)],
);

export const indicador = pgTable(
  'indicador',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    criterioId: integer('criterio_id')
      .notNull()
      .references(() => criterio.id, { onDelete: 'cascade' }),
    /** `principio.criterio.indicador`, e.g. '2.1.3'. */
    codigo: varchar('codigo', { length: 20 }).notNull(),
    /**
     * Stable lineage key: the same in every edition duplicated from this one, whatever its code
     * becomes, so a unit's answers can be followed from one edition to the next.
     */
    linhagem: uuid('linhagem').notNull().defaultRandom(),
    sequencia: smallint('sequencia').notNull(),
    titulo: text('titulo').notNull(),
    /** Category ids the indicator applies to; empty applies to every category (SCORING.md). */
    categorias: integer('categorias').array().notNull().default(sql`'{}'::integer[]`),
    possuirestricao: boolean('possuirestricao').notNull().default(false),
    restricao: text('restricao'),
    possuiorientacao: boolean('possuiorientacao').notNull().default(false),
    orientacao: text('orientacao'),
    possuigee: boolean('possuigee').notNull().default(false),
    possuievidencia: boolean('possuievidencia').notNull().default(false),
    exemploevidencia: text('exemploevidencia'),
    /** The answer also carries a share 0..100 (the percent slider). */
    possuipercentual: boolean('possuipercentual').notNull().default(false),
  },
  (t) => [
    uniqueIndex('indicador_criterio_sequencia_uq').on(t.criterioId, t.sequencia),
    index('indicador_linhagem_idx').on(t.linhagem),
  ],
);

/** One maturity level of an indicator; weight 0 is 'Não se aplica'. */
export const nivel = pgTable(
  'nivel',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id, { onDelete: 'cascade' }),
    peso: smallint('peso').notNull(),
    descricao: text('descricao').notNull(),
  },
  (t) => [
    uniqueIndex('nivel_indicador_peso_uq').on(t.indicadorId, t.peso),
    // Target of the answers' (indicator, level) foreign key.
    uniqueIndex('nivel_indicador_id_uq').on(t.indicadorId, t.id),
    check('nivel_peso_ck', sql`${t.peso} between 0 and 5`),
  ],
);

/** Support material of an indicator, one row per category it is offered to. */
export const apoio = pgTable(
  'apoio',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id, { onDelete: 'cascade' }),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoria.id),
    titulo: text('titulo').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('apoio_indicador_categoria_idx').on(t.indicadorId, t.categoriaId)],
);

/** One filling of an edition for one unit; open until `finalizado`. */
export const questionario = pgTable(
  'questionario',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    objetoId: integer('objeto_id')
      .notNull()
      .references(() => objeto.id, { onDelete: 'cascade' }),
    // An edition with questionnaires is never deleted from under them.
    edicaoId: integer('edicao_id')
      .notNull()
      .references(() => edicao.id, { onDelete: 'restrict' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /** Grows with every change a finished report shows (relatorio_armazenado's validators; kept by triggers, migration 0024). */
    versaoRelatorio: integer('versao_relatorio').notNull().default(1),
    finalizado: boolean('finalizado').notNull().default(false),
    finalizadoEm: timestamp('finalizado_em', { withTimezone: true }),
    /** Guided filling (screen 11): null until the user answers the question. */
    preenchimentoOrientado: boolean('preenchimento_orientado'),
    preenchimentoOrientadoResponsavel: text('preenchimento_orientado_responsavel'),
    preenchimentoOrientadoInstituicao: text('preenchimento_orientado_instituicao'),
    preenchimentoOrientadoEmail: varchar('preenchimento_orientado_email', { length: 254 }),
    preenchimentoOrientadoCelular: varchar('preenchimento_orientado_celular', { length: 11 }),
    /** Verification code of the proof of filling; null until issued. */
    codigoComprovante: varchar('codigo_comprovante', { length: 16 }).unique(),
  },
  (t) => [
    index('questionario_objeto_edicao_idx').on(t.objetoId, t.edicaoId),
    index('questionario_usuario_idx').on(t.usuarioId, t.finalizado),
    index('questionario_edicao_finalizado_em_idx').on(t.edicaoId, t.finalizadoEm),
    // At most one open questionnaire per unit and edition, even under concurrent starts.
    uniqueIndex('questionario_aberto_uq').on(t.objetoId, t.edicaoId).where(sql`not ${t.finalizado}`),
    check('questionario_finalizado_ck', sql`${t.finalizado} = (${t.finalizadoEm} is not null)`),
  ],
);

/** The level chosen for an indicator in a questionnaire. */
export const resposta = pgTable(
  'resposta',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionarioId: integer('questionario_id')
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    // An indicator or level that already has answers is never deleted from under them.
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id, { onDelete: 'restrict' }),
    // The level belongs to the answer's indicator: foreign key (indicador_id, nivel_id) below.
    nivelId: integer('nivel_id').notNull(),
    percentual: smallint('percentual'),
    /**
     * Grows with each change of the answer (issue 16): a value of `resposta_versao_seq`, taken by the
     * save when the level or the percent changes, so a version is never reused, not even after the
     * answer is cleared and given again. A save that sends `versao_base` is refused (409) when it
     * differs and the value differs too.
     */
    versao: bigint('versao', { mode: 'number' }).notNull().default(sql`nextval('resposta_versao_seq')`),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who gave this version of the answer when it was not the unit's owner: an accredited technician
     * through the producer's grant (issue 18), shown as 'Respondido por …'. Null: the owner.
     */
    respondidoPor: integer('respondido_por'),
  },
  (t) => [
    uniqueIndex('resposta_questionario_indicador_uq').on(t.questionarioId, t.indicadorId),
    index('resposta_indicador_idx').on(t.indicadorId),
    // No index on nivel_id: changing an answer then touches no indexed column, so PostgreSQL can
    // update the row in place (HOT, helped by fillfactor 90 in migration 0003) without writing any
    // index. The foreign key is (indicador_id, nivel_id), so deleting a level checks it through
    // resposta_indicador_idx (only that indicator's answers), not with a scan of every answer; and an
    // answer's level always belongs to its indicator.
    foreignKey({
      name: 'resposta_indicador_nivel_fk',
      columns: [t.indicadorId, t.nivelId],
      foreignColumns: [nivel.indicadorId, nivel.id],
    }).onDelete('restrict'),
    check('resposta_percentual_ck', sql`${t.percentual} between 0 and 100`),
  ],
);

/** Per-principle result frozen when the questionnaire is finished (SCORING.md). */
export const resultadoPrincipio = pgTable(
  'resultado_principio',
  {
    questionarioId: integer('questionario_id')
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    principioCodigo: smallint('principio_codigo').notNull(),
    total: integer('total').notNull(),
    respondidas: integer('respondidas').notNull(),
    aplicaveis: integer('aplicaveis').notNull(),
    potencial: integer('potencial').notNull(),
    avaliacao: integer('avaliacao').notNull(),
    aproveitamento: smallint('aproveitamento').notNull(),
    atendido: smallint('atendido').notNull(),
    naoAtendido: smallint('nao_atendido').notNull(),
    naoPreenchido: smallint('nao_preenchido').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionarioId, t.principioCodigo] }),
    check('resultado_principio_codigo_ck', sql`${t.principioCodigo} between 1 and 5`),
  ],
);
