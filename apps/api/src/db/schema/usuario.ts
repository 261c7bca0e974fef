import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { foldedText } from '../../modules/reference/fold-text.ts';

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
    /** 'Receber lembretes por e-mail' (Configurações, issue 17 §3): off, the reminders stay in-app only. */
    lembretesEmail: boolean('lembretes_email').notNull().default(true),
    aceiteEm: timestamp('aceite_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /** Grows with every change a finished report shows (relatorio_armazenado's validators; kept by triggers, migration 0024). */
    versaoRelatorio: integer('versao_relatorio').notNull().default(1),
    /**
     * The name without case or accents ('João' -> 'joao'), kept by the database: the admin list
     * searches and sorts tens of thousands of users by it without the `unaccent` extension.
     */
    nomeBusca: text('nome_busca').generatedAlwaysAs((): SQL => foldedText(usuario.nome)),
  },
  (t) => [
    // The admin list's default order (folded name in byte order, then id) read straight off an index.
    index('usuario_nome_busca_idx').on(sql`${t.nomeBusca} collate "C"`, t.id),
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

/**
 * One registration attempt, pending until the code e-mailed for it is entered. Every POST Cadastro
 * is its own row with its own password and code, and holds neither the e-mail nor the tax id (no
 * unique index): only the confirmed `usuario` does. `id` is the opaque attempt id given to the
 * client that created it (and to whoever logs in with its password), which binds the code.
 */
export const cadastroPendente = pgTable(
  'cadastro_pendente',
  {
    id: uuid('id').primaryKey(),
    nome: text('nome').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    celular: varchar('celular', { length: 11 }).notNull(),
    selecao: varchar('selecao', { length: 4 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
    cnpj: varchar('cnpj', { length: 14 }),
    passwordHash: text('password_hash').notNull(),
    aceiteVersao: integer('aceite_versao'),
    /** 'Receber lembretes por e-mail' (Configurações, issue 17 §3): off, the reminders stay in-app only. */
    lembretesEmail: boolean('lembretes_email').notNull().default(true),
    aceiteEm: timestamp('aceite_em', { withTimezone: true }),
    /** HMAC of the attempt id and its code: a code can only ever match its own attempt. */
    codigoHash: text('codigo_hash').notNull(),
    codigoExpiraEm: timestamp('codigo_expira_em', { withTimezone: true }).notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    /** The attempt itself is forgotten after this. */
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cadastro_pendente_email_idx').on(t.email, t.criadoEm),
    index('cadastro_pendente_cpf_idx').on(t.cpf).where(sql`${t.cpf} is not null`),
    index('cadastro_pendente_cnpj_idx').on(t.cnpj).where(sql`${t.cnpj} is not null`),
    index('cadastro_pendente_expira_idx').on(t.expiraEm),
  ],
);

/** The code asked for with the password while an account is above its ceiling of failed logins. */
export const codigoLogin = pgTable('codigo_login', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  codigoHash: text('codigo_hash').notNull(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  tentativas: integer('tentativas').notNull().default(0),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A confirmed user asks for a CPF/CNPJ that another confirmed account holds. Created as 'rascunho'
 * when the e-mail is confirmed; 'aberta' once the user sends it; an administrator 'resolvida'
 * (the document moves to the requester) or 'rejeitada'.
 */
export const solicitacaoDocumento = pgTable(
  'solicitacao_documento',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 4 }).notNull(),
    documento: varchar('documento', { length: 14 }).notNull(),
    situacao: varchar('situacao', { length: 10 }).notNull().default('rascunho'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
    decididaEm: timestamp('decidida_em', { withTimezone: true }),
    decididaPor: integer('decidida_por').references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('solicitacao_documento_situacao_idx').on(t.situacao, t.enviadaEm, t.id),
    index('solicitacao_documento_usuario_idx').on(t.usuarioId),
  ],
);

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
