import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { objeto } from './objeto.ts';
import { usuario } from './usuario.ts';

/**
 * An accredited technician (issue 18 §1): a user who asked to be accredited (institution, professional
 * registration, UF) and whom an administrator accredited. Suspending one disables every grant he holds at
 * once: the access gate reads `status` in the same locked statement as the grant.
 */
export const tecnico = pgTable(
  'tecnico',
  {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    instituicao: text('instituicao').notNull(),
    registroProfissional: text('registro_profissional').notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    /** 'pendente' (asked), 'credenciado', 'suspenso'. */
    status: varchar('status', { length: 12 }).notNull().default('pendente'),
    solicitadoEm: timestamp('solicitado_em', { withTimezone: true }).notNull().defaultNow(),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    decididoPor: integer('decidido_por'),
  },
  (t) => [check('tecnico_status_ck', sql`${t.status} in ('pendente', 'credenciado', 'suspenso')`)],
);

/**
 * A producer's grant to an accredited technician on one unit (issue 18 §1): what he may do there and
 * until when, with the version of the consent text the producer read. Never edited: a change is a
 * revocation and a new grant. At most one live grant per technician and unit.
 */
export const autorizacao = pgTable(
  'autorizacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    produtorId: integer('produtor_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tecnicoId: integer('tecnico_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    objetoId: integer('objeto_id')
      .notNull()
      .references(() => objeto.id, { onDelete: 'cascade' }),
    /** Reads the unit, its questionnaires and reports. */
    ver: boolean('ver').notNull().default(true),
    /** Starts the questionnaire and answers it. */
    preencher: boolean('preencher').notNull().default(false),
    /** Sends, downloads and removes evidence files. */
    evidencias: boolean('evidencias').notNull().default(false),
    /** Reads and changes the action plan. */
    plano: boolean('plano').notNull().default(false),
    /** Finishes the questionnaire (off by default: the technician marks it ready, the producer finishes). */
    finalizar: boolean('finalizar').notNull().default(false),
    validaAte: timestamp('valida_ate', { withTimezone: true }).notNull(),
    consentimentoVersao: text('consentimento_versao').notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the revocation after it holds the row's lock (clock time, not the transaction's start). */
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('autorizacao_viva_uq').on(t.tecnicoId, t.objetoId).where(sql`${t.revogadaEm} is null`),
    index('autorizacao_produtor_idx').on(t.produtorId),
    index('autorizacao_tecnico_idx').on(t.tecnicoId),
  ],
);

/**
 * A technician's request to a producer for access (issue 18 §1, `POST Tecnico/Solicitacoes`): only the
 * producer grants, by accepting it (a grant) or refusing it. At most one pending request per technician and
 * producer: asking again while one waits refreshes its note and date.
 */
export const solicitacaoAcesso = pgTable(
  'solicitacao_acesso',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tecnicoId: integer('tecnico_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    produtorId: integer('produtor_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    mensagem: text('mensagem'),
    /** 'pendente', 'aceita', 'recusada'. */
    status: varchar('status', { length: 10 }).notNull().default('pendente'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    decididaEm: timestamp('decidida_em', { withTimezone: true }),
  },
  (t) => [
    check('solicitacao_acesso_status_ck', sql`${t.status} in ('pendente', 'aceita', 'recusada')`),
    uniqueIndex('solicitacao_acesso_pendente_uq')
      .on(t.tecnicoId, t.produtorId)
      .where(sql`${t.status} = 'pendente'`),
    index('solicitacao_acesso_produtor_idx').on(t.produtorId, t.criadaEm.desc()),
  ],
);
