import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The support-material library (user-side screen 23, admin §2.9): themes hold material types
 * (the spec's 'categorias' of a theme), types hold materials (a file or a link).
 */
export const materialTema = pgTable('material_tema', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao').notNull(),
  /** One of the spec's icon names (icn-download, icn-principio-1..5, icn-video, ...). */
  icone: varchar('icone', { length: 40 }).notNull(),
  /**
   * Stable key of a theme the platform links to (the APOIO menu's 'Legislação' and platform
   * guides, TEMA_CHAVES): set by the seed, kept when administrators rename the theme.
   */
  chave: varchar('chave', { length: 40 }).unique('material_tema_chave_uq'),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const materialTipo = pgTable(
  'material_tipo',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    temaId: integer('tema_id')
      .notNull()
      .references(() => materialTema.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    icone: varchar('icone', { length: 40 }).notNull(),
    /** Category ids the type is offered to; empty = every category. */
    categorias: integer('categorias').array().notNull().default(sql`'{}'::integer[]`),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_tipo_tema_idx').on(t.temaId)],
);

export const material = pgTable(
  'material',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => materialTipo.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    /** Key of the file in the file store (served as `Material/{arquivo}`), or null for a link. */
    arquivo: text('arquivo'),
    nomearquivo: text('nomearquivo'),
    tipoConteudo: varchar('tipo_conteudo', { length: 100 }),
    tamanho: integer('tamanho'),
    /** An external http(s) link, when the material is not a file. */
    link: text('link'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_tipo_idx').on(t.tipoId), uniqueIndex('material_arquivo_uq').on(t.arquivo)],
);

/** FAQ topics (user-side screen 24, admin §2.10), in the administrators' order. */
export const faqCategoria = pgTable('faq_categoria', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao').notNull().default(''),
  /** Position from 1, without gaps. */
  ordem: integer('ordem').notNull(),
});

export const faqItem = pgTable(
  'faq_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => faqCategoria.id, { onDelete: 'cascade' }),
    /** The question. */
    titulo: text('titulo').notNull(),
    /** The answer. */
    descricao: text('descricao').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [index('faq_item_categoria_idx').on(t.categoriaId, t.ordem)],
);
