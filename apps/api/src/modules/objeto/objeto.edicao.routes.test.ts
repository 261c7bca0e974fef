import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { create, produtor, totalObjetos, varejo } from './objeto.test-helpers.ts';

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

describe('PUT /api/Objeto/{id}', () => {
  it('updates the editable fields', async () => {
    const user = await createUser(t);
    const created = await create(t, user);
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
    const created = await create(t, user);
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
    const created = await create(t, user);
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

  it("answers 404 for another user's unit, even an administrator's, and changes nothing", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const created = await create(t, owner);
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
    const created = await create(t, user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/objeto/${created.id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Unidade excluída com sucesso' });
    const again = await t.app.inject({ method: 'GET', url: `/api/Objeto/${created.id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
    expect(await totalObjetos(t)).toBe(0);
  });

  it("answers 404 for another user's unit and keeps it", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const created = await create(t, owner);
    for (const caller of [stranger, admin]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Objeto/${created.id}`,
        headers: caller.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe('Unidade não encontrada');
    }
    expect(await totalObjetos(t)).toBe(1);
  });
});
