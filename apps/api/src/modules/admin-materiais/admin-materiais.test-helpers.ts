import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { formulario, PDF_BYTES } from '../../test/multipart.ts';

// What the route tests of the support-material library share: the app, an administrator, and
// helpers that create a theme, a type and a material through the routes.

export let t: TestApp;
export let admin: TestUser;

/** Builds the app for the test file; each test starts with an empty library and a new administrator. */
export function prepararBiblioteca() {
  beforeAll(async () => {
    t = await buildTestApp();
  });

  beforeEach(async () => {
    await t.reset();
    // The library is content, not user data: each test starts from an empty one.
    await t.db.delete(schema.materialTema);
    await t.db.delete(schema.categoria).where(sql`${schema.categoria.id} > 6`);
    admin = await createUser(t, { role: 'administrador' });
  });

  afterAll(async () => {
    await t.close();
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(
  method: Method,
  url: string,
  user: TestUser | null = admin,
  opts: { query?: Record<string, string>; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(user?.auth ?? {}), ...opts.headers },
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

export async function enviarForm(
  method: 'POST' | 'PUT',
  url: string,
  form: Awaited<ReturnType<typeof formulario>>,
) {
  return call(method, url, admin, { payload: form.payload, headers: form.headers });
}

export const TEMA = { titulo: 'Cartilhas', descricao: 'Guias práticos por princípio', icone: 'icn-cartilha' };
export const TIPO = {
  titulo: 'Gestão',
  descricao: 'Materiais do princípio de gestão',
  icone: 'icn-principio-1',
};

export async function criarTema(body: Partial<typeof TEMA> = {}) {
  const res = await call('POST', '/Admin/MaterialApoio', admin, { payload: { ...TEMA, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function criarTipo(temaId: number, body: Record<string, unknown> = {}) {
  const res = await call('POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
    payload: { ...TIPO, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function criarMaterial(temaId: number, tipoId: number, titulo = 'Cartilha de gestão') {
  const res = await enviarForm(
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

export async function arquivoExiste(chave: string) {
  const stream = await t.fileStore.get(chave);
  stream?.destroy();
  return stream !== null;
}

/** Every stored material file and temporary file. */
export async function guardados() {
  const chaves: string[] = [];
  for await (const f of t.fileStore.list('material')) chaves.push(f.key);
  for await (const f of t.fileStore.list('tmp')) chaves.push(f.key);
  return chaves.sort();
}

export async function acoesAuditadas() {
  const rows = await t.db.select({ acao: schema.auditoria.acao }).from(schema.auditoria);
  return rows.map((r) => r.acao);
}
