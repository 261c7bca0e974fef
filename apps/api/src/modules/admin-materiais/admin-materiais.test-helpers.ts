import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { formulario, PDF_BYTES } from '../../test/multipart.ts';

// What the route tests of the support-material library share: the app, an administrator, and
// helpers that create a theme, a type and a material through the routes.

/** A test file's app and the administrator of the running test. */
export interface Biblioteca {
  t: TestApp;
  admin: TestUser;
}

/** Each test starts with an empty library (content, not user data) and a new administrator. */
export async function novaBiblioteca(t: TestApp): Promise<TestUser> {
  await t.reset();
  await t.db.delete(schema.materialTema);
  await t.db.delete(schema.categoria).where(sql`${schema.categoria.id} > 6`);
  return createUser(t, { role: 'administrador' });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(
  ctx: Biblioteca,
  method: Method,
  url: string,
  user: TestUser | null = ctx.admin,
  opts: { query?: Record<string, string>; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return ctx.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(user?.auth ?? {}), ...opts.headers },
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

export async function enviarForm(
  ctx: Biblioteca,
  method: 'POST' | 'PUT',
  url: string,
  form: Awaited<ReturnType<typeof formulario>>,
) {
  return call(ctx, method, url, ctx.admin, { payload: form.payload, headers: form.headers });
}

export const TEMA = { titulo: 'Cartilhas', descricao: 'Guias práticos por princípio', icone: 'icn-cartilha' };
export const TIPO = {
  titulo: 'Gestão',
  descricao: 'Materiais do princípio de gestão',
  icone: 'icn-principio-1',
};

export async function criarTema(ctx: Biblioteca, body: Partial<typeof TEMA> = {}) {
  const res = await call(ctx, 'POST', '/Admin/MaterialApoio', ctx.admin, { payload: { ...TEMA, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function criarTipo(ctx: Biblioteca, temaId: number, body: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, ctx.admin, {
    payload: { ...TIPO, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function criarMaterial(
  ctx: Biblioteca,
  temaId: number,
  tipoId: number,
  titulo = 'Cartilha de gestão',
) {
  const res = await enviarForm(
    ctx,
    'POST',
    `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`,
    await formulario(
      { titulo, descricao: 'Como organizar a fazenda' },
      { nome: 'gestao.pdf', bytes: PDF_BYTES },
    ),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; url: string };
}

export async function arquivoExiste(ctx: Biblioteca, chave: string) {
  const stream = await ctx.t.fileStore.get(chave);
  stream?.destroy();
  return stream !== null;
}

/** Every stored material file and temporary file. */
export async function guardados(ctx: Biblioteca) {
  const chaves: string[] = [];
  for await (const f of ctx.t.fileStore.list('material')) chaves.push(f.key);
  for await (const f of ctx.t.fileStore.list('tmp')) chaves.push(f.key);
  return chaves.sort();
}

export async function acoesAuditadas(ctx: Biblioteca) {
  const rows = await ctx.t.db.select({ acao: schema.auditoria.acao }).from(schema.auditoria);
  return rows.map((r) => r.acao);
}
