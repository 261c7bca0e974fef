import { eq, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

export function call(
  t: TestApp,
  method: 'GET' | 'PUT',
  url: string,
  user: TestUser | null,
  opts: { query?: Record<string, string>; payload?: unknown } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.auth ?? {},
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

export const list = (t: TestApp, user: TestUser | null, query: Record<string, string> = {}) =>
  call(t, 'GET', '/Admin/Usuario', user, { query });

export async function auditRows(t: TestApp, alvo: number) {
  return t.db.select().from(schema.auditoria).where(eq(schema.auditoria.alvoUsuarioId, alvo));
}

export async function roleOf(t: TestApp, id: number) {
  const [row] = await t.db
    .select({ role: schema.usuario.role })
    .from(schema.usuario)
    .where(eq(schema.usuario.id, id));
  return row?.role;
}

/** Runs `fn` while the database refuses every new audit row. */
export async function semAuditoria(t: TestApp, fn: () => Promise<void>) {
  await t.db.execute(sql`create or replace function auditoria_recusa() returns trigger language plpgsql as
    $$ begin raise exception 'auditoria indisponível'; end $$`);
  await t.db.execute(
    sql`create trigger auditoria_recusa before insert on auditoria for each row execute function auditoria_recusa()`,
  );
  try {
    await fn();
  } finally {
    await t.db.execute(sql`drop trigger auditoria_recusa on auditoria`);
  }
}
