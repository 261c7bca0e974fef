import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

// Shared by the unit route tests: each test file calls `usarAppDeTeste()` once at its top, which
// builds that file's app; `t` is a live binding, set before the tests run.

export let t: TestApp;

/** Builds the file's app once and empties user data before each test. */
export function usarAppDeTeste() {
  beforeAll(async () => {
    t = await buildTestApp();
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t.close();
  });
}

export const CAR_MT = 'MT-5103403-0123456789ABCDEF0123456789ABCDEF';

/** A category-6 unit in Cuiabá with every producer field filled. */
export function produtor(overrides: Record<string, unknown> = {}) {
  return {
    categoria_id: 6,
    nomeunidade: 'Fazenda Boa Vista',
    uf: 'MT',
    cidade: 5103403,
    inscricao_estadual: '13.123.456-78',
    car: CAR_MT,
    cnpj: '11.222.333/0001-81',
    atividade_id: 1,
    sistemaadotado_id: 2,
    area: 1200,
    areaPasto: 800,
    rebanho: 950,
    zonapecuaria: '',
    ...overrides,
  };
}

/** A unit of a category without the producer fields. */
export function varejo(overrides: Record<string, unknown> = {}) {
  return { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308, ...overrides };
}

export async function post(user: TestUser, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/Objeto', headers: user.auth, payload: body as object });
}

export async function create(user: TestUser, body: unknown = produtor()) {
  const res = await post(user, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; nomeunidade: string };
}

export async function totalObjetos() {
  const [row] = await t.db.select({ n: count() }).from(schema.objeto);
  return row!.n;
}
