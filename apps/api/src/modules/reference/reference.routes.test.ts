import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

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

const collator = new Intl.Collator('pt-BR');

describe('GET /api/Categoria', () => {
  it('lists every category in id order, without a token, with a cache header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Categoria' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { data } = res.json();
    expect(data.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data[5]).toEqual({
      id: 6,
      sigla: 'PEC',
      titulo: 'Produtor rural / pecuária',
      descricao: expect.any(String),
      cor: '#2f7d32',
      ativo: true,
    });
  });

  it('lists only the active ones with onlyActive=true', async () => {
    await t.db.update(schema.categoria).set({ ativo: false }).where(eq(schema.categoria.id, 3));
    try {
      const active = await t.app.inject({ method: 'GET', url: '/api/Categoria?onlyActive=true' });
      expect(active.json().data.map((c: { id: number }) => c.id)).toEqual([1, 2, 4, 5, 6]);
      const all = await t.app.inject({ method: 'GET', url: '/api/Categoria?onlyActive=false' });
      expect(all.json().data).toHaveLength(6);
    } finally {
      await t.db.update(schema.categoria).set({ ativo: true }).where(eq(schema.categoria.id, 3));
    }
  });

  it('refuses an onlyActive that is not true or false', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Categoria?onlyActive=sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      fields: { onlyActive: 'Use true ou false' },
    });
  });
});

describe('GET /api/Atividade and /api/SistemaAdotado', () => {
  it('lists the activity cycles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Atividade' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 1, descricao: 'Cria' },
      { id: 2, descricao: 'Recria' },
      { id: 3, descricao: 'Engorda' },
      { id: 4, descricao: 'Cria e recria' },
      { id: 5, descricao: 'Recria e engorda' },
      { id: 6, descricao: 'Ciclo completo' },
    ]);
  });

  it('lists the production systems', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/SistemaAdotado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { descricao: string }) => s.descricao)).toEqual([
      'Extensivo (a pasto)',
      'Semi-intensivo',
      'Intensivo (confinamento)',
      'Integração lavoura-pecuária (ILP)',
      'Integração lavoura-pecuária-floresta (ILPF)',
    ]);
  });
});

describe('GET /api/Estado', () => {
  it('lists the 27 UFs by name, accents ignored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Estado' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { data } = res.json() as { data: { sigla: string; nome: string; regiao: string }[] };
    expect(data).toHaveLength(27);
    expect(data.slice(0, 4).map((e) => e.nome)).toEqual(['Acre', 'Alagoas', 'Amapá', 'Amazonas']);
    expect(data.map((e) => e.nome)).toEqual(data.map((e) => e.nome).sort(collator.compare));
    expect(data.find((e) => e.sigla === 'DF')).toEqual({
      sigla: 'DF',
      nome: 'Distrito Federal',
      regiao: 'Centro-Oeste',
    });
  });
});

describe('GET /api/Estado/{uf}/Cidade', () => {
  it("lists the UF's municipalities with IBGE codes, in Portuguese dictionary order", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Estado/MT/Cidade' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { data } = res.json() as { data: { codigo: number; nome: string }[] };
    expect(data).toHaveLength(141);
    expect(data).toContainEqual({ codigo: 5103403, nome: 'Cuiabá' });
    const nomes = data.map((c) => c.nome);
    // 'Água Boa' sorts among the A's, not after the Z's as a byte order would put it.
    expect(nomes.indexOf('Água Boa')).toBeLessThan(nomes.indexOf('Alta Floresta'));
    expect(nomes).toEqual([...nomes].sort(collator.compare));
  });

  it('orders the largest UF like a pt-BR collator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Estado/MG/Cidade' });
    const nomes = (res.json().data as { nome: string }[]).map((c) => c.nome);
    expect(nomes).toHaveLength(853);
    expect(nomes).toEqual([...nomes].sort(collator.compare));
  });

  it('accepts the path and the sigla in any case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/estado/df/cidade' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ codigo: 5300108, nome: 'Brasília' }]);
  });

  it('answers 404 in Portuguese for an unknown UF', async () => {
    for (const uf of ['XX', 'GT', 'MATO']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Estado/${uf}/Cidade` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Estado não encontrado',
        clientMessage: 'Estado não encontrado',
        code: 'not_found',
      });
    }
  });
});
