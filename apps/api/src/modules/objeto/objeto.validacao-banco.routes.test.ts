import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { CAR_MT, create, post, produtor, totalObjetos, varejo } from './objeto.test-helpers.ts';

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

describe('POST /api/Objeto', () => {
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
    const res = await post(t, user, produtor(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: message,
      clientMessage: message,
      code: 'validation_error',
      fields: { [field]: message },
    });
    expect(await totalObjetos(t)).toBe(0);
  });

  it('refuses a category that administrators switched off', async () => {
    const user = await createUser(t);
    await t.db.update(schema.categoria).set({ ativo: false }).where(eq(schema.categoria.id, 3));
    try {
      const res = await post(t, user, varejo());
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
    const res = await post(t, user, produtor({ uf: 'SP', atividade_id: 99 }));
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

describe('PUT /api/Objeto/{id}', () => {
  it("checks the CAR against the unit's state and the lists against the database", async () => {
    const user = await createUser(t);
    const created = await create(t, user);
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
});
