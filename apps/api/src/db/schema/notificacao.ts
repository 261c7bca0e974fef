import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario } from './usuario.ts';

/**
 * A user's in-app notices (issue 17 §3: the 'Notificações' page, the header's unread badge). `chave`
 * names what a notice is about (`lembrete:<item>:<tipo>`, `edicao:<id>`), unique per user: the job
 * that writes notices inserts with ON CONFLICT DO NOTHING and e-mails only the rows it inserted, so
 * a tick run twice, two servers or a restart never notify twice. Deleted with the user.
 */
export const notificacao = pgTable(
  'notificacao',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    /** A path of the web app the notice opens (`/objetos/12/plano`), or null. */
    link: text('link'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    /** When the e-mail digest carried it (null: not yet, or the user opted out of e-mails). */
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notificacao_usuario_chave_uq').on(t.usuarioId, t.chave),
    index('notificacao_usuario_criada_idx').on(t.usuarioId, t.criadaEm.desc(), t.id.desc()),
    index('notificacao_nao_lida_idx').on(t.usuarioId).where(sql`${t.lidaEm} is null`),
  ],
);

/**
 * The reminder e-mail digests sent: at most one per user and day (Brasília), decided by the key. The
 * job claims the day and marks the notices it carries in one statement, then sends: a crash between
 * the two loses that digest (the notices stay in-app) rather than ever sending one twice.
 */
export const lembreteEmailEnvio = pgTable(
  'lembrete_email_envio',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.dia] })],
);
