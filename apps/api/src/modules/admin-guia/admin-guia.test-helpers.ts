import type { AdminCriteriosInput, AdminEstrutura } from '@guia/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, edicaoDisponivel, type TestUser } from '../../test/factories.ts';

// What the route tests of the editions share: the app with one seeded, available edition, an
// administrator, and helpers that call the routes and read an edition back.

/** A test file's app, its seeded available edition and the administrator of the running test. */
export interface Edicoes {
  t: TestApp;
  seededId: number;
  admin: TestUser;
}

/**
 * The file's context, with its hooks registered: one app for the file, and before each test the
 * seeded edition only and a new administrator (`novasEdicoes`).
 */
export function contextoDeEdicoes(): Edicoes {
  const ctx = {} as Edicoes;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    ctx.seededId = await edicaoDisponivel(ctx.t);
  });
  beforeEach(async () => {
    ctx.admin = await novasEdicoes(ctx.t, ctx.seededId);
  });
  afterAll(async () => {
    await ctx.t.close();
  });
  return ctx;
}

/**
 * Each test starts with the seeded edition only (editions are reference data, not emptied by
 * reset), available, and a new administrator.
 */
export async function novasEdicoes(t: TestApp, seededId: number): Promise<TestUser> {
  await t.reset();
  await t.db.delete(schema.edicao).where(ne(schema.edicao.id, seededId));
  await t.db.update(schema.edicao).set({ disponivel: true }).where(eq(schema.edicao.id, seededId));
  return createUser(t, { role: 'administrador', nome: 'Ana Admin' });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function call(
  ctx: Edicoes,
  method: Method,
  url: string,
  user: TestUser | null = ctx.admin,
  opts: { query?: Record<string, string>; payload?: unknown } = {},
) {
  return ctx.t.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.auth ?? {},
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

export async function duplicar(ctx: Edicoes, ano: number, origem = ctx.seededId): Promise<number> {
  const res = await call(ctx, 'POST', `/Admin/Guia/${origem}`, ctx.admin, { payload: { ano } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

export async function principioId(ctx: Edicoes, edicaoId: number, codigo: number): Promise<number> {
  const [p] = await ctx.t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(and(eq(schema.principio.edicaoId, edicaoId), eq(schema.principio.codigo, codigo)));
  return p!.id;
}

export async function estrutura(ctx: Edicoes, edicaoId: number, pId: number): Promise<AdminEstrutura> {
  const res = await call(ctx, 'GET', `/Admin/Guia/${edicaoId}/Indicador/${pId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminEstrutura;
}

/** The save body that keeps the structure as it is. */
export function corpo(e: AdminEstrutura): { versao: number; criterios: AdminCriteriosInput } {
  return {
    versao: e.versao,
    criterios: e.criterios.map((c) => ({
      id: c.id,
      titulo: c.titulo,
      descricao: c.descricao,
      indicadores: c.indicadores.map((i) => ({
        id: i.id,
        titulo: i.titulo,
        categorias: i.categorias,
        possuirestricao: i.possuirestricao,
        restricao: i.restricao,
        possuiorientacao: i.possuiorientacao,
        orientacao: i.orientacao,
        possuigee: i.possuigee,
        possuievidencia: i.possuievidencia,
        exemploevidencia: i.exemploevidencia,
        possuipercentual: i.possuipercentual,
        niveis: i.niveis.map((n) => ({ id: n.id, peso: n.peso, descricao: n.descricao })),
      })),
    })),
  };
}

export function salvar(ctx: Edicoes, edicaoId: number, pId: number, body: unknown) {
  return call(ctx, 'POST', `/Admin/Guia/${edicaoId}/Indicador/${pId}`, ctx.admin, { payload: body });
}

/** Every row of an edition's structure, as comparable values (no ids). */
export async function fotografia(ctx: Edicoes, edicaoId: number) {
  return linhas<Record<string, unknown>>(
    ctx.t.db,
    sql`
    select p.codigo as p, c.codigo as c, c.titulo as ct, i.codigo, i.sequencia, i.titulo, i.linhagem,
           i.categorias, i.possuirestricao, i.restricao, i.possuiorientacao, i.orientacao, i.possuigee,
           i.possuievidencia, i.exemploevidencia, i.possuipercentual,
           (select json_agg(json_build_array(n.peso, n.descricao) order by n.peso) from nivel n where n.indicador_id = i.id) as niveis,
           (select json_agg(json_build_array(a.categoria_id, a.titulo, a.url) order by a.id) from apoio a where a.indicador_id = i.id) as apoio
      from principio p join criterio c on c.principio_id = p.id join indicador i on i.criterio_id = c.id
     where p.edicao_id = ${edicaoId}
     order by p.codigo, c.codigo, i.sequencia`,
  );
}

export async function auditoria(ctx: Edicoes, edicaoId: number) {
  return ctx.t.db
    .select()
    .from(schema.auditoria)
    .where(eq(schema.auditoria.edicaoId, edicaoId))
    .orderBy(desc(schema.auditoria.id));
}

export async function totalDeEdicoes(ctx: Edicoes) {
  const [row] = await ctx.t.db.select({ n: sql<number>`count(*)::int` }).from(schema.edicao);
  return row!.n;
}
