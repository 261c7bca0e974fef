import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade, type TestUser } from '../../test/factories.ts';
import { conceder, tecnicoComCpf } from '../../test/tecnicos.ts';
import { abrirApp, limpar } from '../autorizacao/autorizacao.test-helpers.ts';

let t: TestApp;
let admin: TestUser;
let ana: TestUser;
let bruno: TestUser;
let carla: TestUser;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await limpar(t);
  admin = await createUser(t, { role: 'administrador' });
  ana = await tecnicoComCpf(t, 'credenciado', { nome: 'Ána Lima' });
  bruno = await tecnicoComCpf(t, 'pendente', { nome: 'Bruno Costa' });
  carla = await tecnicoComCpf(t, 'suspenso', { nome: 'Carla Dias' });
  await t.db.execute(
    sql`update tecnico set instituicao = 'Emater Goiás', uf = 'GO' where usuario_id = ${bruno.id}`,
  );
  // Ana holds two live grants, one revoked and one expired; Carla one, but she is suspended.
  const produtor = await createUser(t);
  const [u1, u2, u3] = [
    await criarUnidade(t, produtor),
    await criarUnidade(t, produtor, { nomeunidade: 'Outra' }),
    await criarUnidade(t, produtor, { nomeunidade: 'Mais uma' }),
  ];
  await conceder(t, { tecnicoId: ana.id, objetoId: u1 });
  await conceder(t, { tecnicoId: ana.id, objetoId: u2 });
  const revogada = await conceder(t, { tecnicoId: ana.id, objetoId: u3 });
  await t.db.execute(sql`update autorizacao set revogada_em = now() where id = ${revogada}`);
  await conceder(t, { tecnicoId: ana.id, objetoId: u3, validaAte: sql`now() - interval '1 day'` });
  await conceder(t, { tecnicoId: carla.id, objetoId: u1 });
});
afterAll(() => t.close());

const listar = (query: Record<string, string> = {}, quem: TestUser = admin) =>
  t.app.inject({ method: 'GET', url: '/api/Admin/Tecnicos', headers: quem.auth, query });
const nomes = async (query: Record<string, string> = {}) => {
  const res = await listar(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items.map((i: { nome: string }) => i.nome);
};

describe('GET /api/Admin/Tecnicos', () => {
  it('lists technicians oldest request first with their live grants counted, paginated in SQL', async () => {
    const res = await listar();
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, pageSize: 50, totalItems: 3, totalPages: 1 });
    expect(items[0]).toEqual({
      usuario_id: ana.id,
      nome: 'Ána Lima',
      instituicao: 'Instituto X',
      registro_profissional: 'CRMV-MT 1234',
      uf: 'MT',
      status: 'credenciado',
      solicitado_em: expect.any(String),
      decidido_em: null,
      autorizacoes_ativas: 2,
    });
    expect(items.map((i: { autorizacoes_ativas: number }) => i.autorizacoes_ativas)).toEqual([2, 0, 0]);
    // No CPF, e-mail or phone in the list.
    expect(res.body).not.toContain(ana.cpf);
    expect(res.body).not.toContain(ana.email);

    const pagina2 = (await listar({ pageSize: '2', page: '2', sort: 'nome' })).json().data;
    expect(pagina2.items.map((i: { nome: string }) => i.nome)).toEqual(['Carla Dias']);
    expect(pagina2.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
  });

  it('searches name, institution and CPF (accents and case ignored), and filters by status and UF', async () => {
    expect(await nomes({ q: 'ana' })).toEqual(['Ána Lima']);
    expect(await nomes({ q: 'GOIAS' })).toEqual(['Bruno Costa']);
    expect(await nomes({ q: `${carla.cpf.slice(0, 3)}.${carla.cpf.slice(3, 6)}` })).toContain('Carla Dias');
    expect(await nomes({ q: carla.cpf })).toEqual(['Carla Dias']);
    expect(await nomes({ status: 'pendente' })).toEqual(['Bruno Costa']);
    expect(await nomes({ uf: 'MT', sort: 'nome', order: 'desc' })).toEqual(['Carla Dias', 'Ána Lima']);
    expect(await nomes({ uf: '' })).toHaveLength(3);
    // Ties by name in the same direction, as in the users' list.
    expect(await nomes({ sort: 'autorizacoes_ativas', order: 'desc' })).toEqual([
      'Ána Lima',
      'Carla Dias',
      'Bruno Costa',
    ]);
    expect(await nomes({ sort: 'instituicao' })).toEqual(['Bruno Costa', 'Ána Lima', 'Carla Dias']);
  });

  it('refuses a bad filter in Portuguese, and answers 404 to anyone but an administrator', async () => {
    const ruim = await listar({ status: 'ativo', sort: 'cpf' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toEqual({ status: 'Situação inválida', sort: 'Ordenação inválida' });
    expect((await listar({}, ana)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Tecnicos' })).statusCode).toBe(401);
  });
});
