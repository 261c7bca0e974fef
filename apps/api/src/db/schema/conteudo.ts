import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Terms of use and privacy policy; every save is a new version (users re-accept new terms). */
export const documentoLegal = pgTable('documento_legal', {
  tipo: varchar('tipo', { length: 20 }).primaryKey(), // 'termos' | 'privacidade'
  texto: text('texto').notNull(),
  versao: integer('versao').notNull().default(1),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  /** 'O que mudou': the administrator's summary of this version, shown to users asked to accept again. */
  resumoAlteracoes: text('resumo_alteracoes'),
});

export const onboarding = pgTable('onboarding', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ordem: integer('ordem').notNull(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao').notNull(),
  nomearquivo: text('nomearquivo').notNull(),
  /** Key of the image in the file store. */
  arquivo: text('arquivo').notNull(),
  tipoConteudo: varchar('tipo_conteudo', { length: 100 }).notNull(),
});
