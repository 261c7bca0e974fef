import type { NotificacoesQuery } from '@guia/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';

const n = schema.notificacao;

/** A notice to write: `chave` names what it is about, once per user (see the table). */
export interface NovaNotificacao {
  usuarioId: number;
  chave: string;
  tipo: string;
  titulo: string;
  mensagem: string;
  link?: string | null;
}

/**
 * Writes the notices that do not exist yet (same user and `chave`) and answers only the ones it
 * inserted: the caller e-mails those, so running twice, on two servers or after a restart never
 * notifies twice.
 */
export async function notificar(db: Database, novas: NovaNotificacao[]) {
  if (novas.length === 0) return [];
  return db
    .insert(n)
    .values(novas.map((x) => ({ ...x, link: x.link ?? null })))
    .onConflictDoNothing({ target: [n.usuarioId, n.chave] })
    .returning({ id: n.id, usuarioId: n.usuarioId, chave: n.chave, titulo: n.titulo, mensagem: n.mensagem });
}

/** The caller's notices, newest first, one page, and how many are unread (one round trip each). */
export async function listarNotificacoes(db: Database, usuarioId: number, query: NotificacoesQuery) {
  const { page, pageSize } = query;
  const [linhas, [totais]] = await Promise.all([
    db
      .select()
      .from(n)
      .where(eq(n.usuarioId, usuarioId))
      .orderBy(desc(n.criadaEm), desc(n.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        naoLidas: sql<number>`(count(*) filter (where ${n.lidaEm} is null))::int`,
      })
      .from(n)
      .where(eq(n.usuarioId, usuarioId)),
  ]);
  const totalItems = totais?.total ?? 0;
  return {
    linhas,
    naoLidas: totais?.naoLidas ?? 0,
    pagination: { page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
  };
}

/** Marks the caller's notice read (again: no change). False when it is not the caller's (404). */
export async function marcarLida(db: Database, usuarioId: number, id: number, agora: Date): Promise<boolean> {
  const [linha] = await db
    .update(n)
    .set({ lidaEm: sql`coalesce(${n.lidaEm}, ${agora.toISOString()}::timestamptz)` })
    .where(and(eq(n.id, id), eq(n.usuarioId, usuarioId)))
    .returning({ id: n.id });
  return linha !== undefined;
}

/** Marks every unread notice of the caller read; answers how many were. */
export async function marcarTodasLidas(db: Database, usuarioId: number, agora: Date): Promise<number> {
  const linhas = await db
    .update(n)
    .set({ lidaEm: agora })
    .where(and(eq(n.usuarioId, usuarioId), isNull(n.lidaEm)))
    .returning({ id: n.id });
  return linhas.length;
}

/** 'Receber lembretes por e-mail' of the caller. */
export async function lerPreferencia(db: Database, usuarioId: number): Promise<boolean> {
  const [u] = await db
    .select({ lembretesEmail: schema.usuario.lembretesEmail })
    .from(schema.usuario)
    .where(eq(schema.usuario.id, usuarioId));
  return u?.lembretesEmail ?? true;
}

export async function gravarPreferencia(
  db: Database,
  usuarioId: number,
  lembretesEmail: boolean,
): Promise<void> {
  await db.update(schema.usuario).set({ lembretesEmail }).where(eq(schema.usuario.id, usuarioId));
}
