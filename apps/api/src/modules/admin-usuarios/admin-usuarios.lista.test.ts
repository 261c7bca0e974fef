import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../../test/factories.ts';
import { call, list, roleOf } from './admin-usuarios.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

/** The users every list test starts from: an administrator and three producers. */
async function quatroUsuarios() {
  const admin = await createUser(t, { role: 'administrador', nome: 'Beatriz Admin' });
  const joao = await createUser(t, { nome: 'João Ávila' });
  const ana = await createUser(t, { nome: 'ana Souza', verified: false });
  const zeca = await createUser(t, { nome: 'Zeca Lima' });
  await t.db.update(schema.usuario).set({ uf: 'MT' }).where(eq(schema.usuario.id, joao.id));
  await t.db.update(schema.usuario).set({ uf: 'GO' }).where(eq(schema.usuario.id, zeca.id));
  await criarUnidade(t, joao, { nomeunidade: 'Fazenda 1' });
  await criarUnidade(t, joao, { nomeunidade: 'Fazenda 2' });
  await criarUnidade(t, zeca, { nomeunidade: 'Fazenda 3' });
  // Zeca has not accepted the current terms (units were registered before).
  await t.db.update(schema.usuario).set({ aceiteVersao: null }).where(eq(schema.usuario.id, zeca.id));
  return { admin, joao, ana, zeca };
}

const nomes = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().data.items as { nome: string }[]).map((i) => i.nome);

describe('who may call', () => {
  it('answers 401 to anonymous and 404 to a visitante on every route', async () => {
    const visitante = await createUser(t);
    const routes: [method: 'GET' | 'PUT', url: string, payload?: unknown][] = [
      ['GET', '/Admin/Usuario'],
      ['GET', `/Admin/Usuario/${visitante.id}`],
      ['GET', `/Admin/Usuario/${visitante.id}/Acessos`],
      ['PUT', `/Admin/Usuario/${visitante.id}/Role`, { role: 'administrador' }],
      [
        'PUT',
        `/Admin/Usuario/${visitante.id}`,
        { nome: 'X', email: visitante.email, celular: '(65)99999-8888' },
      ],
    ];
    for (const [method, url, payload] of routes) {
      const anon = await call(t, method, url, null, { payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const res = await call(t, method, url, visitante, { payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await roleOf(t, visitante.id)).toBe('visitante');
  });
});

describe('GET Admin/Usuario', () => {
  let admin: TestUser;
  let joao: TestUser;
  let ana: TestUser;
  let zeca: TestUser;

  beforeEach(async () => {
    ({ admin, joao, ana, zeca } = await quatroUsuarios());
  });

  it('lists by folded name ascending by default, with units, role, status and the count', async () => {
    const res = await list(t, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: ana.id,
          nome: 'ana Souza',
          email: ana.email,
          uf: null,
          totalObjetos: 0,
          role: 'visitante',
          status: 'pendente',
        },
        {
          id: admin.id,
          nome: 'Beatriz Admin',
          email: admin.email,
          uf: null,
          totalObjetos: 0,
          role: 'administrador',
          status: 'ativo',
        },
        {
          id: joao.id,
          nome: 'João Ávila',
          email: joao.email,
          uf: 'MT',
          totalObjetos: 2,
          role: 'visitante',
          status: 'ativo',
        },
        {
          id: zeca.id,
          nome: 'Zeca Lima',
          email: zeca.email,
          uf: 'GO',
          totalObjetos: 1,
          role: 'visitante',
          status: 'termos-pendentes',
        },
      ],
      pagination: { page: 1, pageSize: 50, totalItems: 4, totalPages: 1 },
    });
  });

  it('shows, for a user without a UF of their own, the UF of most of their units', async () => {
    const maria = await createUser(t, { nome: 'Maria Sem UF' });
    await criarUnidade(t, maria, { nomeunidade: 'Em SP 1' });
    await criarUnidade(t, maria, { nomeunidade: 'Em SP 2' });
    // The units are São Paulo's by default; one is moved to Mato Grosso.
    const mt = await criarUnidade(t, maria, { nomeunidade: 'Em MT' });
    await t.db.update(schema.objeto).set({ uf: 'MT', cidade: 5103403 }).where(eq(schema.objeto.id, mt));
    const res = await list(t, admin, { q: 'Maria' });
    expect(res.json().data.items).toEqual([expect.objectContaining({ nome: 'Maria Sem UF', uf: 'SP' })]);
    // The user's own UF, when set, wins; a user without units has none.
    expect(nomes(await list(t, admin, { sort: 'uf' }))).toEqual([
      'ana Souza',
      'Beatriz Admin',
      'Zeca Lima',
      'João Ávila',
      'Maria Sem UF',
    ]);
  });

  it('sorts by each column, both directions', async () => {
    const expectations: [sort: string, asc: string[]][] = [
      ['nome', ['ana Souza', 'Beatriz Admin', 'João Ávila', 'Zeca Lima']],
      ['totalObjetos', ['ana Souza', 'Beatriz Admin', 'Zeca Lima', 'João Ávila']],
      // No UF first (empty), then GO, MT.
      ['uf', ['ana Souza', 'Beatriz Admin', 'Zeca Lima', 'João Ávila']],
      ['role', ['Beatriz Admin', 'ana Souza', 'João Ávila', 'Zeca Lima']],
      ['status', ['Beatriz Admin', 'João Ávila', 'ana Souza', 'Zeca Lima']],
    ];
    for (const [sort, asc] of expectations) {
      expect(nomes(await list(t, admin, { sort })), sort).toEqual(asc);
    }
    expect(nomes(await list(t, admin, { sort: 'nome', order: 'desc' }))).toEqual([
      'Zeca Lima',
      'João Ávila',
      'Beatriz Admin',
      'ana Souza',
    ]);
    expect(nomes(await list(t, admin, { sort: 'totalObjetos', order: 'desc' })).slice(0, 2)).toEqual([
      'João Ávila',
      'Zeca Lima',
    ]);
    const byEmail = [admin, joao, ana, zeca].map((u) => u.email).sort();
    const res = await list(t, admin, { sort: 'email' });
    expect((res.json().data.items as { email: string }[]).map((i) => i.email)).toEqual(byEmail);
  });
});

describe('GET Admin/Usuario', () => {
  let admin: TestUser;
  let joao: TestUser;

  beforeEach(async () => {
    ({ admin, joao } = await quatroUsuarios());
  });

  it('searches by name ignoring case and accents', async () => {
    expect(nomes(await list(t, admin, { q: 'joao' }))).toEqual(['João Ávila']);
    expect(nomes(await list(t, admin, { q: 'AVILA' }))).toEqual(['João Ávila']);
    expect(nomes(await list(t, admin, { q: 'ÂNA' }))).toEqual(['ana Souza']);
    // LIKE wildcards are text, not patterns.
    expect(nomes(await list(t, admin, { q: '%' }))).toEqual([]);
    const res = await list(t, admin, { q: 'a' });
    expect(res.json().data.pagination.totalItems).toBe(4);
  });

  it('filters by role and status', async () => {
    expect(nomes(await list(t, admin, { role: 'administrador' }))).toEqual(['Beatriz Admin']);
    expect(nomes(await list(t, admin, { status: 'termos-pendentes' }))).toEqual(['Zeca Lima']);
    expect(nomes(await list(t, admin, { status: 'pendente', q: 'souza' }))).toEqual(['ana Souza']);
  });

  it('shows a pending e-mail change as troca-de-email', async () => {
    const res = await call(t, 'PUT', `/Admin/Usuario/${joao.id}`, admin, {
      payload: { nome: 'João Ávila', email: 'joao.novo@exemplo.com.br', celular: '(65)99999-8888' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('troca-de-email');
    expect(nomes(await list(t, admin, { status: 'troca-de-email' }))).toEqual(['João Ávila']);
  });

  it('pages: sizes, the last page and a page past the end', async () => {
    const first = await list(t, admin, { pageSize: '3' });
    expect(nomes(first)).toEqual(['ana Souza', 'Beatriz Admin', 'João Ávila']);
    expect(first.json().data.pagination).toEqual({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    const last = await list(t, admin, { pageSize: '3', page: '2' });
    expect(nomes(last)).toEqual(['Zeca Lima']);
    const past = await list(t, admin, { pageSize: '3', page: '3' });
    expect(past.json().data).toEqual({
      items: [],
      pagination: { page: 3, pageSize: 3, totalItems: 4, totalPages: 2 },
    });
    const none = await list(t, admin, { q: 'ninguém' });
    expect(none.json().data.pagination).toEqual({ page: 1, pageSize: 50, totalItems: 0, totalPages: 0 });
  });

  it('refuses bad parameters in Portuguese, per field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ page: '0' }, 'page', 'Página inválida'],
      [{ pageSize: '101' }, 'pageSize', 'Use no máximo 100 itens por página'],
      [{ sort: 'senha' }, 'sort', 'Ordenação inválida'],
      [{ order: 'up' }, 'order', 'Direção de ordenação inválida'],
      [{ role: 'root' }, 'role', 'Papel inválido'],
      [{ status: 'bloqueado' }, 'status', 'Situação inválida'],
      [{ q: 'x'.repeat(121) }, 'q', 'Use no máximo 120 caracteres'],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(t, admin, query);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: message });
    }
  });
});
