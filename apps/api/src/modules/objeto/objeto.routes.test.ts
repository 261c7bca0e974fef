import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { CAR_MT, post, produtor, varejo } from './objeto.test-helpers.ts';

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
    const res = await post(t, user, produtor({ car: `  ${CAR_MT} ` }));
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
      t,
      user,
      produtor({ categoria_id: '6', cidade: '5103403', area: '1200', rebanho: '950' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ area: 1200, rebanho: 950 });
  });

  it('reads numbers typed the Brazilian way and stores areas with their decimals', async () => {
    const user = await createUser(t);
    const res = await post(t, user, produtor({ area: '1.250,5', areaPasto: '1000,25', rebanho: '3.400' }));
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
    const res = await post(
      t,
      user,
      varejo({ car: CAR_MT, area: 10, atividade_id: 1, inscricao_estadual: '' }),
    );
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
});
