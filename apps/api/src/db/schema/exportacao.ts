import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuario } from './usuario.ts';

/** A background export of the admin unit list (xlsx), processed by the in-process worker. */
export const exportacao = pgTable(
  'exportacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => usuario.id, { onDelete: 'set null' }),
    /** The list filters, as validated (AdminObjetosFiltros). */
    filtros: jsonb('filtros').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pendente'),
    processadas: integer('processadas').notNull().default(0),
    total: integer('total'),
    /** File-store key of the finished file. */
    arquivo: text('arquivo'),
    nomeArquivo: text('nome_arquivo'),
    erro: text('erro'),
    tentativas: integer('tentativas').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    /** While processing: the worker holding the job renews this; once past, another may take it. */
    leaseAte: timestamp('lease_ate', { withTimezone: true }),
    /**
     * Jobs asked by `GET Admin/Objeto/Export`: admin, filters and time window, so a retry or a
     * prefetch finds the same job (null for the POST, which always makes a new one).
     */
    chave: text('chave'),
  },
  (t) => [
    index('exportacao_status_idx').on(t.status, t.id),
    index('exportacao_criado_em_idx').on(t.criadoEm),
    uniqueIndex('exportacao_chave_uq').on(t.chave),
    check('exportacao_status_ck', sql`${t.status} in ('pendente', 'processando', 'pronto', 'erro')`),
  ],
);
