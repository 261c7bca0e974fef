import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { create, produtor, varejo } from './objeto.test-helpers.ts';

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

describe('GET /api/Objeto', () => {
  it("lists only the caller's units, by name with accents ignored", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    for (const nome of ['Fazenda Santa Rita', 'Água Limpa', 'estância do Sul', 'Boa Esperança']) {
      await create(t, user, produtor({ nomeunidade: nome }));
    }
    await create(t, other, produtor({ nomeunidade: 'Fazenda do Vizinho' }));

    const res = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const nomes = res.json().data.map((o: { nomeunidade: string }) => o.nomeunidade);
    expect(nomes).toEqual(['Água Limpa', 'Boa Esperança', 'estância do Sul', 'Fazenda Santa Rita']);
  });

  it('searches by name, ignoring case and accents', async () => {
    const user = await createUser(t);
    for (const nome of ['Fazenda São João', 'Sítio Joãozinho', 'Rancho Alegre']) {
      await create(t, user, produtor({ nomeunidade: nome }));
    }
    const search = async (busca: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Objeto?busca=${encodeURIComponent(busca)}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((o: { nomeunidade: string }) => o.nomeunidade);
    };
    expect(await search('joao')).toEqual(['Fazenda São João', 'Sítio Joãozinho']);
    expect(await search('FAZENDA SAO')).toEqual(['Fazenda São João']);
    expect(await search('sítio')).toEqual(['Sítio Joãozinho']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('  ')).toHaveLength(3);
    expect(await search('inexistente')).toEqual([]);
  });

  it('refuses a search over 100 characters', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto?busca=${'a'.repeat(101)}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ busca: 'Busca muito longa' });
  });
});

describe('GET /api/Objeto/Finalizado', () => {
  it('lists no unit while none has a finished questionnaire', async () => {
    const user = await createUser(t);
    await create(t, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/objeto/finalizado', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('GET /api/Objeto/{id}', () => {
  it('answers the unit to its owner', async () => {
    const user = await createUser(t);
    const created = await create(t, user);
    const res = await t.app.inject({ method: 'GET', url: `/api/Objeto/${created.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      nomeunidade: 'Fazenda Boa Vista',
      endereco: 'Cuiabá - MT',
    });
  });

  it("answers another user's unit exactly like a missing one", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const created = await create(t, owner);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${created.id}`,
      headers: stranger.auth,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${created.id + 1000}`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'Unidade não encontrada',
      clientMessage: 'Unidade não encontrada',
      code: 'not_found',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(foreign.body);
    // Passing the owner's id does not help an ordinary user.
    const withUserId = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${created.id}?user_id=${owner.id}`,
      headers: stranger.auth,
    });
    expect(withUserId.statusCode).toBe(404);
  });

  it("lets an administrator read any unit, on behalf of its owner's id", async () => {
    const owner = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const created = await create(t, owner);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${created.id}`,
      headers: admin.auth,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.usuario_id).toBe(owner.id);
    const onBehalf = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${created.id}?user_id=${owner.id}`,
      headers: admin.auth,
    });
    expect(onBehalf.statusCode).toBe(200);
    const wrongOwner = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${created.id}?user_id=${admin.id}`,
      headers: admin.auth,
    });
    expect(wrongOwner.statusCode).toBe(404);
  });

  it('refuses an id or user_id that is not a positive integer', async () => {
    const user = await createUser(t);
    const badId = await t.app.inject({ method: 'GET', url: '/api/Objeto/abc', headers: user.auth });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual({ id: 'Identificador inválido' });
    const badUser = await t.app.inject({
      method: 'GET',
      url: '/api/Objeto/1?user_id=-3',
      headers: user.auth,
    });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().fields).toEqual({ user_id: 'Usuário inválido' });
  });
});

describe('GET /api/Resumo', () => {
  it("answers the caller's units", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await create(t, user, varejo());
    await create(t, user, produtor());
    await create(t, other, produtor({ nomeunidade: 'Alheia' }));
    const res = await t.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const { objetos } = res.json().data;
    expect(objetos.map((o: { nomeunidade: string }) => o.nomeunidade)).toEqual([
      'Açougue Central',
      'Fazenda Boa Vista',
    ]);
    expect(objetos[0]).toMatchObject({ categoria: 'Varejo', cor: '#b3261e', percentual: 0 });
  });

  it('answers an empty list to a new user', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/Resumo', headers: user.auth });
    expect(res.json()).toEqual({ data: { objetos: [] } });
  });
});
