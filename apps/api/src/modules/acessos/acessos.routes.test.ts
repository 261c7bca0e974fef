import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../../test/factories.ts';
import { conceder, credenciarTecnico } from '../../test/tecnicos.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const lerUnidade = (quem: TestUser, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/Objeto/${id}`, headers: quem.auth });
const acessos = (quem: TestUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/Acessos${query}`, headers: quem.auth });

describe("GET /api/Acessos: 'Quem acessou meus dados' (issue 18 §3)", () => {
  it("lists an administrator's read and a technician's act on the producer's data, newest first", async () => {
    const dono = await createUser(t);
    const admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
    const tecnico = await createUser(t, { nome: 'Maria Souza' });
    await credenciarTecnico(t, tecnico.id);
    const unidade = await criarUnidade(t, dono, { nomeunidade: 'Fazenda Boa Vista' });
    await conceder(t, { tecnicoId: tecnico.id, objetoId: unidade });
    // His own reads are not someone else's access.
    expect((await lerUnidade(dono, unidade)).statusCode).toBe(200);
    expect((await lerUnidade(admin, unidade)).statusCode).toBe(200);
    expect((await lerUnidade(tecnico, unidade)).statusCode).toBe(200);

    const res = await acessos(dono);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: expect.any(Number),
          em: expect.any(String),
          ator: { nome: 'Maria Souza', papel: 'tecnico', instituicao: 'Instituto X' },
          acao: 'tecnico.objeto.ler',
          unidade: 'Fazenda Boa Vista',
        },
        {
          id: expect.any(Number),
          em: expect.any(String),
          ator: { nome: 'Ana Admin', papel: 'administrador', instituicao: null },
          acao: 'objeto.ver',
          unidade: 'Fazenda Boa Vista',
        },
      ],
      pagination: { page: 1, pageSize: 20, totalItems: 2, totalPages: 1 },
    });
  });

  it("shows only the caller's own data, paginated, and a page past the last keeps the total", async () => {
    const dono = await createUser(t);
    const vizinho = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const unidade = await criarUnidade(t, dono);
    const doVizinho = await criarUnidade(t, vizinho);
    for (let i = 0; i < 3; i++) await lerUnidade(admin, unidade);
    await lerUnidade(admin, doVizinho);
    const pagina2 = (await acessos(dono, '?page=2&pageSize=2')).json().data;
    expect(pagina2.items).toHaveLength(1);
    expect(pagina2.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect((await acessos(dono, '?page=9&pageSize=2')).json().data).toEqual({
      items: [],
      pagination: { page: 9, pageSize: 2, totalItems: 3, totalPages: 2 },
    });
    expect((await acessos(vizinho)).json().data.pagination.totalItems).toBe(1);
    expect((await acessos(admin)).json().data.items).toEqual([]);
  });

  it('answers 401 without a session and 400 with a Portuguese message on a bad page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Acessos' })).statusCode).toBe(401);
    const dono = await createUser(t);
    const ruim = await acessos(dono, '?page=0');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.page).toMatch(/[a-zà-ú]/i);
  });
});
