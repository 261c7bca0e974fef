import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { montarUnidades } from './admin-objeto.test-helpers.ts';

let t: TestApp;
let admin: TestUser;
let visitante: TestUser;
let dono: TestUser;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ t, admin, visitante, dono, ids } = await montarUnidades());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function listar(query: Record<string, string | number>, user: TestUser = admin) {
  return t.app.inject({
    method: 'GET',
    url: '/api/Admin/Objeto',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: user.auth,
  });
}

async function nomesDe(query: Record<string, string | number>) {
  const res = await listar(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { nomeunidade: string }[]).map((i) => i.nomeunidade);
}

describe('GET /api/Admin/Objeto', () => {
  it('answers 401 without a session and 404 to a visitante', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Objeto' })).statusCode).toBe(401);
    expect((await listar({}, visitante)).statusCode).toBe(404);
  });

  it('lists every unit by folded name with owner, category, latest score and status', async () => {
    const res = await listar({});
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items.map((i: { nomeunidade: string }) => i.nomeunidade)).toEqual([
      '=HYPERLINK("http://x")',
      'Açougue Pronto',
      'Joao Pequeno',
      'São João',
      'Sítio Alegre',
    ]);
    expect(pagination).toEqual({ page: 1, pageSize: 50, totalItems: 5, totalPages: 1, totalUnidades: 5 });
    const sj = items.find((i: { id: number }) => i.id === ids.saoJoao);
    expect(sj).toMatchObject({
      uf: 'SP',
      municipio: 'São Paulo',
      categoria: { id: 3 },
      percentual: 71,
      finalizadoEm: '2026-03-10T12:00:00.000Z',
      status: 'completo',
      dono: { id: dono.id, nome: 'Dona Ana', email: dono.email },
    });
    const byId = (id: number | undefined) => items.find((i: { id: number }) => i.id === id);
    expect(byId(ids.joao).status).toBe('incompleto');
    expect(byId(ids.sitio)).toMatchObject({ status: 'sem-guia', percentual: null, area: 50, rebanho: 20000 });
    expect(byId(ids.pronto).status).toBe('completo');
    expect(typeof byId(ids.pronto).percentual).toBe('number');
  });

  it('searches without accents or case', async () => {
    expect(await nomesDe({ q: 'sao joao' })).toEqual(['São João']);
    expect(await nomesDe({ q: 'JOÃO' })).toEqual(['Joao Pequeno', 'São João']);
    expect(await nomesDe({ q: '100%' })).toEqual([]);
  });

  it('filters by UF, municipality (code or name), category and status', async () => {
    expect(await nomesDe({ uf: 'MT' })).toEqual(['=HYPERLINK("http://x")', 'Sítio Alegre']);
    expect(await nomesDe({ municipio: 'sao paulo', categoria: 3 })).toEqual([
      'Açougue Pronto',
      'Joao Pequeno',
      'São João',
    ]);
    expect(await nomesDe({ municipio: '5103403' })).toEqual(['=HYPERLINK("http://x")', 'Sítio Alegre']);
    expect(await nomesDe({ categoria: 6 })).toEqual(['=HYPERLINK("http://x")']);
    expect(await nomesDe({ status: 'incompleto' })).toEqual(['Joao Pequeno']);
    expect(await nomesDe({ status: 'completo', uf: 'SP' })).toEqual(['Açougue Pronto', 'São João']);
  });
});

describe('GET /api/Admin/Objeto', () => {
  it('applies every filter kind', async () => {
    // The unit finished through the API has scores of its own: these kinds are checked on the others.
    const nomes = async (q: Record<string, string | number>) =>
      (await nomesDe(q)).filter((n) => n !== 'Açougue Pronto');
    expect(await nomes({ filtro: 'guia-preenchidos', uf: 'SP' })).toEqual(['São João']);
    expect(await nomes({ filtro: 'novos-cadastros', uf: 'MT' })).toEqual(['=HYPERLINK("http://x")']);
    expect(await nomes({ filtro: 'atendimento-principio', principio: 5, faixa: '90-100' })).toEqual([
      'São João',
    ]);
    expect(await nomes({ filtro: 'atendimento-principio', principio: 1, faixa: '0-10' })).toEqual([
      '=HYPERLINK("http://x")',
    ]);
    expect(await nomes({ filtro: 'evolucao-principio', principio: 2 })).toEqual(['São João']);
    expect(await nomes({ filtro: 'evolucao-principio', principio: 2, faixa: '40-50' })).toEqual(['São João']);
    expect(await nomes({ filtro: 'evolucao-principio', principio: 2, faixa: '0-10' })).toEqual([]);
    expect(
      await nomes({ filtro: 'atendimento-indicador', indicador: ids.indicador!, faixa: '90-100' }),
    ).toEqual(['São João']);
    expect(
      await nomes({ filtro: 'atendimento-indicador', indicador: ids.indicador!, faixa: '20-30' }),
    ).toEqual(['=HYPERLINK("http://x")']);
    expect(await nomes({ filtro: 'evolucao-indicador', indicador: ids.indicador! })).toEqual(['São João']);
    // area / rebanho: units that declared it, largest first.
    expect(await nomes({ filtro: 'area' })).toEqual([
      '=HYPERLINK("http://x")',
      'Sítio Alegre',
      'Joao Pequeno',
    ]);
    expect(await nomes({ filtro: 'rebanho', rebanhoMax: 1000 })).toEqual(['=HYPERLINK("http://x")']);
    expect(await nomes({ areaMin: 40, areaMax: 2000, sort: 'area', order: 'asc' })).toEqual([
      'Sítio Alegre',
      '=HYPERLINK("http://x")',
    ]);
    // Without a principle kind, the band reads the overall score.
    expect(await nomes({ faixa: '70-80' })).toEqual(['São João']);
  });

  it("shows, under a principle or indicator kind, that figure as the unit's percentual", async () => {
    const percentuais = async (q: Record<string, string | number>) => {
      const res = await listar(q);
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        (res.json().data.items as { nomeunidade: string; percentual: number | null }[])
          .filter((i) => i.nomeunidade !== 'Açougue Pronto')
          .map((i) => [i.nomeunidade, i.percentual]),
      );
    };
    // São João's latest scores are 50, 60, 70, 80, 95 (overall 71), the previous 10..50.
    expect(await percentuais({ filtro: 'atendimento-principio', principio: 5 })).toEqual({
      'São João': 95,
      '=HYPERLINK("http://x")': 5,
    });
    expect(await percentuais({ filtro: 'evolucao-principio', principio: 2 })).toEqual({ 'São João': 40 });
    expect(await percentuais({ filtro: 'atendimento-indicador', indicador: ids.indicador! })).toEqual({
      'São João': 100,
      '=HYPERLINK("http://x")': 20,
    });
    expect(await percentuais({ filtro: 'evolucao-indicador', indicador: ids.indicador! })).toEqual({
      'São João': 80,
    });
  });

  it('sorts by score with units without one last', async () => {
    const res = await nomesDe({ sort: 'percentual', order: 'desc', uf: 'MT' });
    expect(res).toEqual(['=HYPERLINK("http://x")', 'Sítio Alegre']);
  });

  it('answers a page past the end with no items and the real totals, and 0 results', async () => {
    const res = await listar({ page: 4, pageSize: 2 });
    expect(res.json().data).toEqual({
      items: [],
      pagination: { page: 4, pageSize: 2, totalItems: 5, totalPages: 3, totalUnidades: 5 },
    });
    const vazio = await listar({ q: 'nada disso' });
    expect(vazio.json().data.pagination).toMatchObject({ totalItems: 0, totalPages: 0 });
  });

  it('refuses bad input with a Portuguese message per field', async () => {
    const res = await listar({ principio: 9, areaMin: 0, faixa: '5-15', uf: 'XX', pageSize: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      principio: 'Escolha um princípio de 1 a 5',
      areaMin: 'Área mínima deve ser no mínimo 1',
      faixa: 'Faixa de percentual inválida',
      uf: 'Estado inválido',
      pageSize: 'Use no máximo 100 itens por página',
    });
    const semPrincipio = await listar({ filtro: 'atendimento-principio' });
    expect(semPrincipio.statusCode).toBe(400);
    expect(semPrincipio.json().fields).toMatchObject({ principio: 'Escolha o princípio' });
    const invertido = await listar({ rebanhoMin: 10, rebanhoMax: 5 });
    expect(invertido.json().fields).toMatchObject({
      rebanhoMax: 'O rebanho máximo deve ser maior ou igual ao mínimo',
    });
  });
});
