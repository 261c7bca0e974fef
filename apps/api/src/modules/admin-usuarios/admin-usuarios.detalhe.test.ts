import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade } from '../../test/factories.ts';
import { auditRows, call, semAuditoria } from './admin-usuarios.test-helpers.ts';

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

describe('GET Admin/Usuario/:userId', () => {
  it('answers the user and their units, and records the read in the audit log', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const dono = await createUser(t, { nome: 'Dono' });
    const unidade = await criarUnidade(t, dono, { nomeunidade: 'Açougue Norte' });
    const [edicao] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao).limit(1);
    const finalizadoEm = new Date('2025-06-15T12:00:00.000Z');
    await t.db
      .insert(schema.questionario)
      .values([
        { objetoId: unidade, edicaoId: edicao!.id, usuarioId: dono.id, finalizado: true, finalizadoEm },
      ]);
    const res = await call(t, 'GET', `/Admin/Usuario/${dono.id}`, admin);
    expect(res.statusCode).toBe(200);
    const { usuario, objetos } = res.json().data;
    expect(usuario).toEqual({
      id: dono.id,
      nome: 'Dono',
      email: dono.email,
      celular: '65999998888',
      uf: null,
      role: 'visitante',
      status: 'ativo',
      criadoEm: expect.any(String),
      emailPendente: null,
    });
    expect(objetos).toEqual([
      {
        id: unidade,
        nomeunidade: 'Açougue Norte',
        categoria: {
          id: 3,
          titulo: expect.any(String),
          descricao: expect.any(String),
          sigla: expect.any(String),
          cor: expect.any(String),
        },
        uf: 'SP',
        municipio: 'São Paulo',
        guias: 1,
        ultimoFinalizadoEm: finalizadoEm.toISOString(),
      },
    ]);
    expect(res.body).not.toContain('password');
    const rows = await auditRows(t, dono.id);
    expect(rows).toMatchObject([{ atorId: admin.id, atorNome: 'Ana Admin', acao: 'usuario.ver' }]);
  });

  it('answers 404 for a user that does not exist and 400 for a bad id', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    expect((await call(t, 'GET', '/Admin/Usuario/999999', admin)).statusCode).toBe(404);
    const bad = await call(t, 'GET', '/Admin/Usuario/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ userId: 'Usuário inválido' });
  });

  it('does not answer when the audit row cannot be written', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const dono = await createUser(t);
    await semAuditoria(t, async () => {
      const res = await call(t, 'GET', `/Admin/Usuario/${dono.id}`, admin);
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain(dono.email);
    });
  });
});

describe('GET Admin/Usuario/:userId/Acessos', () => {
  it('pages the audit rows about the user, newest first', async () => {
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const dono = await createUser(t);
    const outro = await createUser(t);
    await call(t, 'GET', `/Admin/Usuario/${dono.id}`, admin);
    await call(t, 'PUT', `/Admin/Usuario/${dono.id}/Role`, admin, { payload: { role: 'administrador' } });
    await call(t, 'GET', `/Admin/Usuario/${outro.id}`, admin);

    const res = await call(t, 'GET', `/Admin/Usuario/${dono.id}/Acessos`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: expect.any(Number),
          criadoEm: expect.any(String),
          atorNome: 'Ana Admin',
          acao: 'usuario.role',
          detalhes: { de: 'visitante', para: 'administrador' },
        },
        {
          id: expect.any(Number),
          criadoEm: expect.any(String),
          atorNome: 'Ana Admin',
          acao: 'usuario.ver',
          detalhes: {},
        },
      ],
      pagination: { page: 1, pageSize: 20, totalItems: 2, totalPages: 1 },
    });
    const second = await call(t, 'GET', `/Admin/Usuario/${dono.id}/Acessos`, admin, {
      query: { page: '2', pageSize: '1' },
    });
    expect(second.json().data.items.map((i: { acao: string }) => i.acao)).toEqual(['usuario.ver']);
    // Reading the trail is not itself a read of the producer's data: nothing was added.
    expect(await auditRows(t, dono.id)).toHaveLength(2);
  });
});
