import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters for brute-force protection, shared by every server instance. */
export const rateLimit = pgTable('rate_limit', {
  chave: varchar('chave', { length: 300 }).primaryKey(),
  contagem: integer('contagem').notNull(),
  janelaFim: timestamp('janela_fim', { withTimezone: true }).notNull(),
});

/** E-mails written when no SMTP server is configured, so a developer can read codes and links. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_para_idx').on(t.para, t.criadoEm)],
);
