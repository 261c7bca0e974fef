import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const usuario = pgTable(
  'usuario',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    celular: varchar('celular', { length: 11 }).notNull(),
    selecao: varchar('selecao', { length: 4 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
    cnpj: varchar('cnpj', { length: 14 }),
    uf: varchar('uf', { length: 2 }),
    pais: text('pais'),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).notNull().default('visitante'),
    emailVerificadoEm: timestamp('email_verificado_em', { withTimezone: true }),
    /** Version of the terms of use the user accepted (null = never). */
    aceiteVersao: integer('aceite_versao'),
    aceiteEm: timestamp('aceite_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuario_email_uq').on(t.email),
    uniqueIndex('usuario_cpf_uq').on(t.cpf).where(sql`${t.cpf} is not null`),
    uniqueIndex('usuario_cnpj_uq').on(t.cnpj).where(sql`${t.cnpj} is not null`),
    index('usuario_criado_em_idx').on(t.criadoEm),
  ],
);

/**
 * The e-mail confirmation code (one live code per user; hashed): of the registration, or, when
 * `email_novo` is set, of a change of the account's e-mail to that address (pending until confirmed).
 */
export const codigoVerificacao = pgTable('codigo_verificacao', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  codigoHash: text('codigo_hash').notNull(),
  emailNovo: varchar('email_novo', { length: 254 }),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  tentativas: integer('tentativas').notNull().default(0),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use password-reset tokens (hashed). */
export const tokenRecuperacao = pgTable(
  'token_recuperacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('token_recuperacao_hash_uq').on(t.tokenHash)],
);

/** Rotating refresh tokens; a family is one login, every rotation adds a row to it. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    familia: uuid('familia').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_uq').on(t.tokenHash),
    index('refresh_token_familia_idx').on(t.familia),
    index('refresh_token_usuario_idx').on(t.usuarioId),
  ],
);
