import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const categoria = pgTable('categoria', {
  id: integer('id').primaryKey(),
  sigla: varchar('sigla', { length: 20 }).notNull(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao').notNull(),
  cor: varchar('cor', { length: 9 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

export const atividade = pgTable('atividade', {
  id: integer('id').primaryKey(),
  descricao: text('descricao').notNull(),
});

export const sistemaAdotado = pgTable('sistema_adotado', {
  id: integer('id').primaryKey(),
  descricao: text('descricao').notNull(),
});

export const uf = pgTable('uf', {
  sigla: varchar('sigla', { length: 2 }).primaryKey(),
  nome: text('nome').notNull(),
  codigo: integer('codigo').notNull().unique(),
  regiao: text('regiao').notNull(),
});

export const municipio = pgTable(
  'municipio',
  {
    codigo: integer('codigo').primaryKey(),
    nome: text('nome').notNull(),
    uf: varchar('uf', { length: 2 })
      .notNull()
      .references(() => uf.sigla),
  },
  (t) => [index('municipio_uf_idx').on(t.uf, t.nome)],
);
