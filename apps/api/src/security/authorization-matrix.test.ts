import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, UNIDADE_VAREJO } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { apiRoutes } from '../test/route-table.ts';
import { LINHAS_ADMINISTRACAO } from './authorization-matrix.administracao.rows.ts';
import { LINHAS_AJUDA } from './authorization-matrix.ajuda.rows.ts';
import { LINHAS_CONTA } from './authorization-matrix.conta.rows.ts';
import { LINHAS_GUIA } from './authorization-matrix.guia.rows.ts';
import { LINHAS_MATERIAIS } from './authorization-matrix.materiais.rows.ts';
import { LINHAS_NOTIFICACAO } from './authorization-matrix.notificacao.rows.ts';
import { LINHAS_OBJETO } from './authorization-matrix.objeto.rows.ts';
import { LINHAS_PLANO_ACAO } from './authorization-matrix.plano-acao.rows.ts';
import { LINHAS_QUESTIONARIO } from './authorization-matrix.questionario.rows.ts';
import { LINHAS_TECNICO } from './authorization-matrix.tecnico.rows.ts';
import { callRoute, juntarLinhas } from './authorization-matrix.test-support.ts';

/**
 * Every registered API route, called as anonymous, the owner of the records it names, another
 * user and an administrator, must answer the status written in its resource's rows
 * (`authorization-matrix.<resource>.rows.ts`, each run by its own test file). A route without a row
 * fails here: adding a route means deciding, in those rows, who may call it.
 */

/** The expectations, one row per "METHOD /path" as registered: every resource's rows. */
const MATRIX = juntarLinhas([
  LINHAS_CONTA,
  LINHAS_ADMINISTRACAO,
  LINHAS_AJUDA,
  LINHAS_GUIA,
  LINHAS_MATERIAIS,
  LINHAS_NOTIFICACAO,
  LINHAS_OBJETO,
  LINHAS_PLANO_ACAO,
  LINHAS_QUESTIONARIO,
  LINHAS_TECNICO,
]);

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld(t);
});

afterAll(async () => {
  await t.close();
});

describe('authorization matrix', () => {
  it('has exactly one row for every registered API route', () => {
    const registered = apiRoutes(t.routes).map((r) => r.key);
    const missing = registered.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(
      missing,
      `Add a row to its resource's rows (authorization-matrix.<resource>.rows.ts) for each new route, e.g.\n${missing
        .map((key) => `  '${key}': row([401, 200, 404, 200]),`)
        .join('\n')}`,
    ).toEqual([]);
    expect(stale, 'MATRIX rows for routes that no longer exist').toEqual([]);
  });
});

describe('a deleted user’s token', () => {
  it('never answers 5xx, and POST Objeto answers 401 invalid_token', async () => {
    const gone = await createUser(t);
    await t.db.delete(schema.usuario).where(eq(schema.usuario.id, gone.id));
    const failures: string[] = [];
    for (const route of apiRoutes(t.routes)) {
      const r = MATRIX[route.key];
      if (r?.expected.anonymous !== 401) continue;
      const w = r.fresh ? { ...world, ...(await r.fresh(t, world)) } : world;
      const res = await callRoute(t, route.method, route.url, r, w, gone);
      if (res.statusCode >= 500) failures.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Objeto',
      headers: gone.auth,
      payload: UNIDADE_VAREJO,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_token', clientMessage: expect.any(String) });
  }, 120_000);
});
