import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { linhas, montarUnidades } from './admin-objeto.test-helpers.ts';

let t: TestApp;
let admin: TestUser;
let visitante: TestUser;
let dono: TestUser;
let edicaoId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ t, admin, visitante, dono, edicaoId, ids } = await montarUnidades());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/Admin/Objeto/Municipio', () => {
  it('lists only municipalities with units', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Objeto/Municipio',
      headers: admin.auth,
    });
    expect(res.json().data).toEqual([
      { id: 5103403, nome: 'Cuiabá', uf: 'MT' },
      { id: 3550308, nome: 'São Paulo', uf: 'SP' },
    ]);
    const mt = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Objeto/Municipio?uf=MT',
      headers: admin.auth,
    });
    expect(mt.json().data).toEqual([{ id: 5103403, nome: 'Cuiabá', uf: 'MT' }]);
    const visit = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Objeto/Municipio',
      headers: visitante.auth,
    });
    expect(visit.statusCode).toBe(404);
  });
});

describe('GET /api/Admin/Objeto/:objetoId', () => {
  it('shows the unit, its owner and its Guias, and audits the access', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/${ids.saoJoao}`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { objeto, guias } = res.json().data;
    expect(objeto).toMatchObject({
      id: ids.saoJoao,
      nomeunidade: 'São João',
      municipio: 'São Paulo',
      uf: 'SP',
    });
    expect(objeto.dono).toEqual({ id: dono.id, nome: 'Dona Ana', email: dono.email });
    expect(guias).toHaveLength(2);
    expect(
      guias.every((g: { finalizado: boolean; edicaoId: number }) => g.finalizado && g.edicaoId === edicaoId),
    ).toBe(true);
    const audit = await linhas<{ acao: string; objeto_id: number; alvo_usuario_id: number }>(
      t,
      sql`select acao, objeto_id, alvo_usuario_id from auditoria where ator_id = ${admin.id} and acao = 'objeto.ver'`,
    );
    expect(audit).toEqual([{ acao: 'objeto.ver', objeto_id: ids.saoJoao, alvo_usuario_id: dono.id }]);
  });

  it('answers 404 for a missing unit and to a visitante, 400 for a bad id', async () => {
    const h = { headers: admin.auth };
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Objeto/999999', ...h })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/Admin/Objeto/abc', ...h });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ objetoId: 'Unidade inválida' });
    const v = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/${ids.saoJoao}`,
      headers: visitante.auth,
    });
    expect(v.statusCode).toBe(404);
  });
});
