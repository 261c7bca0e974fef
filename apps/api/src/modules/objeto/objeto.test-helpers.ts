import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

// What the unit route tests share: request bodies, and helpers that take the test file's app first
// (each file builds its own app in its own hooks, one database a file).

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

export async function post(t: TestApp, user: TestUser, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/Objeto', headers: user.auth, payload: body as object });
}

export async function create(t: TestApp, user: TestUser, body: unknown = produtor()) {
  const res = await post(t, user, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; nomeunidade: string };
}

export async function totalObjetos(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(schema.objeto);
  return row!.n;
}
