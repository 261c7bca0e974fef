import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuario } from './usuario.ts';

/**
 * The `Idempotency-Key`s a user's writes carried (issue 16), each with what its first request
 * answered, so the same key with the same body answers it again and changes nothing. `impressao`
 * is a digest of the request (method, route, body); the same key with another digest is refused
 * (422). A key is taken in the transaction of the write it names, so a write and its key commit
 * together: a crash leaves both or neither. `em_andamento` marks a key whose first request has not
 * finished yet (routes whose write is not one statement). Kept at least 30 days (scheduler job
 * `idempotencia.limpar`); deleted with the user.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    chave: uuid('chave').notNull(),
    /** The route the key was used on (`POST /api/Guia/Resposta`). */
    rota: text('rota').notNull(),
    /** sha256 (hex) of the canonical request: method, route, path parameters and body. */
    impressao: text('impressao').notNull(),
    estado: text('estado').notNull().default('concluido'),
    /** The HTTP status and the JSON body answered the first time (null while `em_andamento`). */
    status: smallint('status'),
    resposta: jsonb('resposta'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.chave] }),
    index('idempotencia_criado_em_idx').on(t.criadoEm),
    check('idempotencia_estado_ck', sql`${t.estado} in ('em_andamento', 'concluido')`),
  ],
);
