import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

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

const CAR_MT = 'MT-5103403-0123456789ABCDEF0123456789ABCDEF';

/** A category-6 unit in Cuiabá with every producer field filled. */
function produtor(overrides: Record<string, unknown> = {}) {
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
function varejo(overrides: Record<string, unknown> = {}) {
  return { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308, ...overrides };
}

async function post(user: TestUser, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/Objeto', headers: user.auth, payload: body as object });
}

async function create(user: TestUser, body: unknown = produtor()) {
  const res = await post(user, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; nomeunidade: string };
}

async function totalObjetos() {
  const [row] = await t.db.select({ n: count() }).from(schema.objeto);
  return row!.n;
}

describe('without a token', () => {
  it('answers 401 on every route, before looking at the input', async () => {
    const calls = [
      { method: 'POST', url: '/api/Objeto', payload: { nomeunidade: '' } },
      { method: 'GET', url: '/api/Objeto' },
      { method: 'GET', url: '/api/Objeto/Finalizado' },
      { method: 'GET', url: '/api/Objeto/1' },
      { method: 'PUT', url: '/api/Objeto/1', payload: produtor() },
      { method: 'DELETE', url: '/api/Objeto/1' },
      { method: 'GET', url: '/api/Resumo' },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toMatchObject({
        clientMessage: 'Faça login para continuar.',
        code: 'missing_token',
      });
    }
  });

  it('answers 401 invalid_token to a forged token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Objeto',
      headers: { authorization: 'Bearer nao.e.um.token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });
});

describe('POST /api/Objeto', () => {
  it('creates a producer unit and answers it with the names of what it references', async () => {
    const user = await createUser(t);
    const res = await post(user, produtor({ car: `  ${CAR_MT} ` }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Unidade criada com sucesso');
    expect(body.data).toEqual({
      id: expect.any(Number),
      usuario_id: user.id,
      nomeunidade: 'Fazenda Boa Vista',
      categoria_id: 6,
      categoria: 'Produtor rural / pecuária',
      sigla: 'PEC',
      cor: '#2f7d32',
      uf: 'MT',
      cidade: 5103403,
      cidadeNome: 'Cuiabá',
      endereco: 'Cuiabá - MT',
      inscricao_estadual: '1312345678',
      car: CAR_MT,
      cnpj: '11222333000181',
      atividade_id: 1,
      atividade: 'Cria',
      sistemaadotado_id: 2,
      sistemaadotado: 'Semi-intensivo',
      area: 1200,
      areapasto: 800,
      rebanho: 950,
      zonapecuaria: null,
      percentual: 0,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const [stored] = await t.db.select().from(schema.objeto).where(eq(schema.objeto.id, body.data.id));
    expect(stored).toMatchObject({ usuarioId: user.id, car: CAR_MT, areaPasto: 800 });
  });

  it('accepts the numbers as digit strings, as a form sends them', async () => {
    const user = await createUser(t);
    const res = await post(
      user,
      produtor({ categoria_id: '6', cidade: '5103403', area: '1200', rebanho: '950' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ area: 1200, rebanho: 950 });
  });

  it('reads numbers typed the Brazilian way and stores areas with their decimals', async () => {
    const user = await createUser(t);
    const res = await post(user, produtor({ area: '1.250,5', areaPasto: '1000,25', rebanho: '3.400' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ area: 1250.5, areapasto: 1000.25, rebanho: 3400 });
    const [stored] = await t.db
      .select({ area: schema.objeto.area, areaPasto: schema.objeto.areaPasto })
      .from(schema.objeto)
      .where(eq(schema.objeto.id, res.json().data.id));
    expect(stored).toEqual({ area: 1250.5, areaPasto: 1000.25 });
  });

  it('creates a unit of another category and drops the producer-only fields', async () => {
    const user = await createUser(t);
    const res = await post(user, varejo({ car: CAR_MT, area: 10, atividade_id: 1, inscricao_estadual: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      categoria: 'Varejo',
      endereco: 'São Paulo - SP',
      car: null,
      area: null,
      atividade_id: null,
      atividade: null,
      inscricao_estadual: null,
    });
  });

  it('requires the producer fields for category 6', async () => {
    const user = await createUser(t);
    const res = await post(
      user,
      produtor({
        car: '',
        atividade_id: null,
        sistemaadotado_id: '',
        area: '',
        areaPasto: null,
        rebanho: undefined,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Verifique os campos destacados.',
      clientMessage: 'Verifique os campos destacados.',
      code: 'validation_error',
      fields: {
        car: 'Informe o recibo do CAR',
        atividade_id: 'Escolha o ciclo da atividade',
        sistemaadotado_id: 'Escolha o sistema adotado',
        area: 'Informe a área total',
        areaPasto: 'Informe a área de pasto',
        rebanho: 'Informe o rebanho',
      },
    });
    expect(await totalObjetos()).toBe(0);
  });

  it.each([
    ['an invalid CAR', { car: 'MT-123-ABC' }, 'car', 'Recibo CAR inválido'],
    ['a CAR in lowercase', { car: CAR_MT.toLowerCase() }, 'car', 'Recibo CAR inválido'],
    [
      'a name over 100 characters',
      { nomeunidade: 'F'.repeat(101) },
      'nomeunidade',
      'O nome deve ter no máximo 100 caracteres',
    ],
    ['an empty name', { nomeunidade: '   ' }, 'nomeunidade', 'Informe o nome da unidade'],
    ['an area with three decimals', { area: 12.505 }, 'area', 'Área total: use no máximo 2 casas decimais'],
    [
      'an area with an English decimal point',
      { area: '1250.5' },
      'area',
      'Área total: use vírgula para os decimais e ponto só para milhares (ex.: 1250,5 ou 1.250)',
    ],
    [
      'a herd with decimals',
      { rebanho: '12,5' },
      'rebanho',
      'Rebanho: use um número inteiro, sem casas decimais',
    ],
    [
      'a non-numeric herd',
      { rebanho: 'muitos' },
      'rebanho',
      'Rebanho: use só números, com vírgula para os decimais (ex.: 1.250,5)',
    ],
    ['a negative pasture area', { areaPasto: -1 }, 'areaPasto', 'Área de pasto não pode ser negativo'],
    [
      'a pasture larger than the area',
      { area: 10, areaPasto: 20 },
      'areaPasto',
      'A área de pasto não pode ser maior que a área total',
    ],
    ['an unknown UF', { uf: 'XX' }, 'uf', 'Escolha o estado'],
    [
      'a badly typed state registration',
      { inscricao_estadual: '123' },
      'inscricao_estadual',
      'Inscrição estadual inválida: use 99.999.999-99',
    ],
    ['an invalid CNPJ', { cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
  ])('refuses %s with its message in fields', async (_case, override, field, message) => {
    const user = await createUser(t);
    const res = await post(user, produtor(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      clientMessage: message,
      code: 'validation_error',
      fields: { [field]: message },
    });
    expect(await totalObjetos()).toBe(0);
  });

  it.each([
    [
      'a city of another state',
      { uf: 'SP', car: CAR_MT.replace('MT', 'SP') },
      'cidade',
      'A cidade não pertence ao estado escolhido',
    ],
    ['a city that does not exist', { cidade: 5199999 }, 'cidade', 'Cidade não encontrada'],
    ['an unknown category', { categoria_id: 99 }, 'categoria_id', 'Categoria não encontrada'],
    ['an unknown activity', { atividade_id: 99 }, 'atividade_id', 'Ciclo da atividade não encontrado'],
    [
      'an unknown production system',
      { sistemaadotado_id: 77 },
      'sistemaadotado_id',
      'Sistema adotado não encontrado',
    ],
    [
      'a CAR of another state',
      { car: CAR_MT.replace('MT', 'GO') },
      'car',
      'O recibo CAR deve começar com a sigla do estado',
    ],
  ])('checks against the database: refuses %s', async (_case, override, field, message) => {
    const user = await createUser(t);
    const res = await post(user, produtor(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: message,
      clientMessage: message,
      code: 'validation_error',
      fields: { [field]: message },
    });
    expect(await totalObjetos()).toBe(0);
  });

  it('refuses a category that administrators switched off', async () => {
    const user = await createUser(t);
    await t.db.update(schema.categoria).set({ ativo: false }).where(eq(schema.categoria.id, 3));
    try {
      const res = await post(user, varejo());
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        categoria_id: 'Esta categoria não está disponível para novas unidades',
      });
    } finally {
      await t.db.update(schema.categoria).set({ ativo: true }).where(eq(schema.categoria.id, 3));
    }
  });

  it('names every database problem at once', async () => {
    const user = await createUser(t);
    const res = await post(user, produtor({ uf: 'SP', atividade_id: 99 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Verifique os campos destacados.',
      fields: {
        cidade: 'A cidade não pertence ao estado escolhido',
        atividade_id: 'Ciclo da atividade não encontrado',
        car: 'O recibo CAR deve começar com a sigla do estado',
      },
    });
  });
});

describe('GET /api/Objeto', () => {
  it("lists only the caller's units, by name with accents ignored", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    for (const nome of ['Fazenda Santa Rita', 'Água Limpa', 'estância do Sul', 'Boa Esperança']) {
      await create(user, produtor({ nomeunidade: nome }));
    }
    await create(other, produtor({ nomeunidade: 'Fazenda do Vizinho' }));

    const res = await t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const nomes = res.json().data.map((o: { nomeunidade: string }) => o.nomeunidade);
    expect(nomes).toEqual(['Água Limpa', 'Boa Esperança', 'estância do Sul', 'Fazenda Santa Rita']);
  });

  it('searches by name, ignoring case and accents', async () => {
    const user = await createUser(t);
    for (const nome of ['Fazenda São João', 'Sítio Joãozinho', 'Rancho Alegre']) {
      await create(user, produtor({ nomeunidade: nome }));
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
    await create(user);
    const res = await t.app.inject({ method: 'GET', url: '/api/objeto/finalizado', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('GET /api/Objeto/{id}', () => {
  it('answers the unit to its owner', async () => {
    const user = await createUser(t);
    const created = await create(user);
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
    const created = await create(owner);
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
    const created = await create(owner);
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

describe('PUT /api/Objeto/{id}', () => {
  it('updates the editable fields', async () => {
    const user = await createUser(t);
    const created = await create(user);
    const car = 'MT-5103403-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF';
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Objeto/${created.id}`,
      headers: user.auth,
      payload: produtor({
        inscricao_estadual: '99.888.777-66',
        car,
        cnpj: '',
        atividade_id: 6,
        sistemaadotado_id: 5,
        area: 3000,
        areaPasto: 2000,
        rebanho: 2500,
        zonapecuaria: 'Zona 1',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Unidade atualizada com sucesso');
    expect(res.json().data).toMatchObject({
      id: created.id,
      nomeunidade: 'Fazenda Boa Vista',
      inscricao_estadual: '9988877766',
      car,
      cnpj: null,
      atividade: 'Ciclo completo',
      sistemaadotado: 'Integração lavoura-pecuária-floresta (ILPF)',
      area: 3000,
      areapasto: 2000,
      rebanho: 2500,
      zonapecuaria: 'Zona 1',
    });
    const [stored] = await t.db.select().from(schema.objeto).where(eq(schema.objeto.id, created.id));
    expect(stored).toMatchObject({ car, atividadeId: 6, rebanho: 2500 });
    expect(stored!.atualizadoEm.getTime()).toBeGreaterThanOrEqual(stored!.criadoEm.getTime());
  });

  it('refuses to change category, name, state or city, naming each', async () => {
    const user = await createUser(t);
    const created = await create(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Objeto/${created.id}`,
      headers: user.auth,
      payload: varejo({ nomeunidade: 'Outro nome' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Verifique os campos destacados.',
      clientMessage: 'Verifique os campos destacados.',
      code: 'validation_error',
      fields: {
        categoria_id: 'A categoria não pode ser alterada',
        nomeunidade: 'O nome da unidade não pode ser alterado',
        uf: 'O estado não pode ser alterado',
        cidade: 'A cidade não pode ser alterada',
      },
    });
    const [stored] = await t.db.select().from(schema.objeto).where(eq(schema.objeto.id, created.id));
    expect(stored).toMatchObject({
      categoriaId: 6,
      nomeunidade: 'Fazenda Boa Vista',
      uf: 'MT',
      cidade: 5103403,
    });
  });

  it('names the one locked field that changed', async () => {
    const user = await createUser(t);
    const created = await create(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Objeto/${created.id}`,
      headers: user.auth,
      payload: produtor({ cidade: 5108402 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'A cidade não pode ser alterada',
      fields: { cidade: 'A cidade não pode ser alterada' },
    });
  });

  it("checks the CAR against the unit's state and the lists against the database", async () => {
    const user = await createUser(t);
    const created = await create(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Objeto/${created.id}`,
      headers: user.auth,
      payload: produtor({ car: CAR_MT.replace('MT', 'PA'), sistemaadotado_id: 42 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      car: 'O recibo CAR deve começar com a sigla do estado',
      sistemaadotado_id: 'Sistema adotado não encontrado',
    });
  });

  it("answers 404 for another user's unit, even an administrator's, and changes nothing", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const created = await create(owner);
    for (const caller of [stranger, admin]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Objeto/${created.id}`,
        headers: caller.auth,
        payload: produtor({ rebanho: 1 }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Unidade não encontrada',
        clientMessage: 'Unidade não encontrada',
        code: 'not_found',
      });
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/Objeto/999999',
      headers: owner.auth,
      payload: produtor(),
    });
    expect(missing.statusCode).toBe(404);
    const [stored] = await t.db.select().from(schema.objeto).where(eq(schema.objeto.id, created.id));
    expect(stored!.rebanho).toBe(950);
  });
});

describe('DELETE /api/Objeto/{id}', () => {
  it('deletes the caller’s unit', async () => {
    const user = await createUser(t);
    const created = await create(user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/objeto/${created.id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Unidade excluída com sucesso' });
    const again = await t.app.inject({ method: 'GET', url: `/api/Objeto/${created.id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
    expect(await totalObjetos()).toBe(0);
  });

  it("answers 404 for another user's unit and keeps it", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const created = await create(owner);
    for (const caller of [stranger, admin]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Objeto/${created.id}`,
        headers: caller.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe('Unidade não encontrada');
    }
    expect(await totalObjetos()).toBe(1);
  });
});

describe('GET /api/Resumo', () => {
  it("answers the caller's units", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await create(user, varejo());
    await create(user, produtor());
    await create(other, produtor({ nomeunidade: 'Alheia' }));
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
