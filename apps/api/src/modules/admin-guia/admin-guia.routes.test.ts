import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
} from '../../test/factories.ts';
import { MENSAGENS } from './admin-guia.service.ts';
import {
  auditoria,
  call,
  contextoDeEdicoes,
  duplicar,
  estrutura,
  fotografia,
  type Method,
  principioId,
  totalDeEdicoes,
} from './admin-guia.test-helpers.ts';

const ctx = contextoDeEdicoes();

describe('who may call', () => {
  it('answers 401 to anonymous and 404 to a visitante on every route, changing nothing', async () => {
    const visitante = await createUser(ctx.t);
    const p1 = await principioId(ctx, ctx.seededId, 1);
    const routes: [Method, string, unknown?][] = [
      ['GET', '/Admin/Guia'],
      ['POST', '/Admin/Guia', { ano: 2080 }],
      ['POST', `/Admin/Guia/${ctx.seededId}`, { ano: 2081 }],
      ['PUT', `/Admin/Guia/${ctx.seededId}`, { disponibilizar: false }],
      ['DELETE', `/Admin/Guia/${ctx.seededId}`],
      ['GET', `/Admin/Guia/${ctx.seededId}`],
      ['GET', `/Admin/Guia/${ctx.seededId}/Historico`],
      ['GET', `/Admin/Guia/${ctx.seededId}/Indicador/${p1}`],
      ['POST', `/Admin/Guia/${ctx.seededId}/Indicador/${p1}`, { versao: 1, criterios: [] }],
      ['PATCH', '/Admin/Guia/update/nivel', { id: 1, titulo: 'x' }],
      ['PATCH', '/Admin/Guia/update/indicador', { id: 1, titulo: 'x' }],
      ['PATCH', '/Admin/Guia/update/evidencia', { id: 1, evidencia: 'x' }],
      [
        'POST',
        '/Admin/Guia/apoio/add',
        { indicador_id: 1, titulo: 'x', url: 'https://a.org', categoria_id: 3 },
      ],
      ['DELETE', '/Admin/Guia/apoio/delete/1'],
    ];
    const antes = await fotografia(ctx, ctx.seededId);
    for (const [method, url, payload] of routes) {
      expect((await call(ctx, method, url, null, { payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(ctx, method, url, visitante, { payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await fotografia(ctx, ctx.seededId)).toEqual(antes);
    expect(await totalDeEdicoes(ctx)).toBe(1);
  });
});

describe('GET Admin/Guia', () => {
  it('lists editions with their counts, newest first, sortable and searchable by year', async () => {
    const dono = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx.t, dono);
    await criarQuestionarioFinalizado(ctx.t, dono, objetoId, { edicaoId: ctx.seededId });
    const outro = await criarUnidade(ctx.t, dono, { nomeunidade: 'Outra' });
    await criarQuestionario(ctx.t, dono, outro, ctx.seededId);
    const novo = await duplicar(ctx, 2091);

    const res = await call(ctx, 'GET', '/Admin/Guia');
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination).toMatchObject({ page: 1, totalItems: 2, totalPages: 1 });
    const [primeiro, segundo] = items;
    expect(primeiro).toMatchObject({
      id: novo,
      ano: 2091,
      disponivel: false,
      situacao: 'rascunho',
      datadisponivel: null,
      totalRespondido: 0,
      totalQuestionarios: 0,
    });
    expect(primeiro.totalIndicadores).toBe(segundo.totalIndicadores);
    expect(segundo).toMatchObject({
      id: ctx.seededId,
      disponivel: true,
      situacao: 'disponivel',
      totalRespondido: 1,
      totalQuestionarios: 2,
    });
    expect(segundo.totalIndicadores).toBeGreaterThan(40);

    const porTotal = await call(ctx, 'GET', '/Admin/Guia', ctx.admin, {
      query: { sort: 'totalRespondido', order: 'asc' },
    });
    expect(porTotal.json().data.items.map((i: { id: number }) => i.id)).toEqual([novo, ctx.seededId]);
    const busca = await call(ctx, 'GET', '/Admin/Guia', ctx.admin, { query: { q: '2091' } });
    expect(busca.json().data.items.map((i: { id: number }) => i.id)).toEqual([novo]);
    const pagina = await call(ctx, 'GET', '/Admin/Guia', ctx.admin, { query: { pageSize: '1', page: '2' } });
    expect(pagina.json().data.items.map((i: { id: number }) => i.id)).toEqual([ctx.seededId]);
    const ruim = await call(ctx, 'GET', '/Admin/Guia', ctx.admin, { query: { sort: 'titulo' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.sort).toBe('Ordenação inválida');
  });
});

describe('POST Admin/Guia', () => {
  it('creates a draft with the five principles of the most recent edition and no criteria', async () => {
    await ctx.t.db
      .update(schema.principio)
      .set({ titulo: 'Gestão 2' })
      .where(eq(schema.principio.id, await principioId(ctx, ctx.seededId, 1)));
    const res = await call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload: { ano: 2090 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: MENSAGENS.criado,
      data: { ano: 2090, disponivel: false, situacao: 'rascunho', totalIndicadores: 0 },
    });
    const id = res.json().data.id as number;
    const detalhe = (await call(ctx, 'GET', `/Admin/Guia/${id}`)).json().data;
    expect(detalhe.estruturaBloqueada).toBe(false);
    expect(detalhe.principios.map((p: { codigo: number }) => p.codigo)).toEqual([1, 2, 3, 4, 5]);
    expect(detalhe.principios[0]).toMatchObject({ titulo: 'Gestão 2', totalCriterios: 0, totalPerguntas: 0 });
    const [audit] = await auditoria(ctx, id);
    expect(audit).toMatchObject({ acao: 'guia.criar', atorId: ctx.admin.id, atorNome: 'Ana Admin' });
  });

  it('refuses a second edition for a year (409 naming the field) and a bad year (400), changing nothing', async () => {
    const ano = (await call(ctx, 'GET', '/Admin/Guia')).json().data.items[0].ano as number;
    const dup = await call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload: { ano } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ ano: 'Já existe um Guia para este ano' });
    for (const [payload, message] of [
      [{}, 'Informe o ano'],
      [{ ano: 'dois mil' }, 'Informe o ano'],
      [{ ano: 1999 }, 'Informe um ano entre 2000 e 2100'],
      [{ ano: 2030.5 }, 'Informe um ano válido'],
    ] as const) {
      const res = await call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.ano).toBe(message);
    }
    expect(await totalDeEdicoes(ctx)).toBe(1);
    const [{ n }] = (await ctx.t.db.select({ n: sql<number>`count(*)::int` }).from(schema.auditoria)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('lets only one of two simultaneous creations of a year through', async () => {
    const [a, b] = await Promise.all([
      call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload: { ano: 2070 } }),
      call(ctx, 'POST', '/Admin/Guia', ctx.admin, { payload: { ano: 2070 } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await totalDeEdicoes(ctx)).toBe(2);
  });
});

describe('POST Admin/Guia/{id} (duplicate)', () => {
  it('copies everything field by field, with new ids and the same lineage keys, as a draft', async () => {
    await ctx.t.db.insert(schema.apoio).values({
      indicadorId: (await estrutura(ctx, ctx.seededId, await principioId(ctx, ctx.seededId, 2))).criterios[0]!
        .indicadores[0]!.id,
      categoriaId: 6,
      titulo: 'Cartilha extra',
      url: 'https://exemplo.org/extra',
    });
    const novo = await duplicar(ctx, 2092);
    const origem = await fotografia(ctx, ctx.seededId);
    const copia = await fotografia(ctx, novo);
    expect(copia.length).toBeGreaterThan(40);
    expect(copia).toEqual(origem);
    expect(copia.some((r) => Array.isArray(r.apoio) && r.apoio.length > 0)).toBe(true);

    const ids = async (edicaoId: number) =>
      (
        await ctx.t.db
          .select({ id: schema.indicador.id })
          .from(schema.indicador)
          .innerJoin(schema.criterio, eq(schema.criterio.id, schema.indicador.criterioId))
          .innerJoin(schema.principio, eq(schema.principio.id, schema.criterio.principioId))
          .where(eq(schema.principio.edicaoId, edicaoId))
      ).map((r) => r.id);
    const idsOrigem = new Set(await ids(ctx.seededId));
    expect((await ids(novo)).some((id) => idsOrigem.has(id))).toBe(false);

    const [p] = await ctx.t.db
      .select()
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, novo))
      .orderBy(asc(schema.principio.codigo));
    const [po] = await ctx.t.db
      .select()
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, ctx.seededId))
      .orderBy(asc(schema.principio.codigo));
    expect({ ...p, id: 0, edicaoId: 0 }).toEqual({ ...po, id: 0, edicaoId: 0, versao: p!.versao });

    const item = (await call(ctx, 'GET', '/Admin/Guia', ctx.admin, { query: { q: '2092' } })).json().data
      .items[0];
    expect(item).toMatchObject({ situacao: 'rascunho', disponivel: false, totalQuestionarios: 0 });
    const [audit] = await auditoria(ctx, novo);
    expect(audit).toMatchObject({
      acao: 'guia.duplicar',
      detalhes: { ano: 2092, origem: { id: ctx.seededId } },
    });
  });

  it('refuses a year in use (409 with fields.ano) and an unknown edition (404)', async () => {
    await duplicar(ctx, 2093);
    const res = await call(ctx, 'POST', `/Admin/Guia/${ctx.seededId}`, ctx.admin, { payload: { ano: 2093 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.ano).toBe(MENSAGENS.anoEmUso);
    expect(
      (await call(ctx, 'POST', '/Admin/Guia/999999', ctx.admin, { payload: { ano: 2094 } })).statusCode,
    ).toBe(404);
    expect(await totalDeEdicoes(ctx)).toBe(2);
  });
});

describe('GET Admin/Guia/{id} and the structure of a principle', () => {
  it('answers the cards with counts and the lock', async () => {
    const res = await call(ctx, 'GET', `/Admin/Guia/${ctx.seededId}`);
    expect(res.statusCode).toBe(200);
    const { guia, estruturaBloqueada, principios } = res.json().data;
    expect(guia.id).toBe(ctx.seededId);
    expect(estruturaBloqueada).toBe(false);
    expect(principios).toHaveLength(5);
    expect(principios.reduce((s: number, p: { totalPerguntas: number }) => s + p.totalPerguntas, 0)).toBe(
      guia.totalIndicadores,
    );
    const dono = await createUser(ctx.t);
    await criarQuestionario(ctx.t, dono, await criarUnidade(ctx.t, dono), ctx.seededId);
    expect((await call(ctx, 'GET', `/Admin/Guia/${ctx.seededId}`)).json().data.estruturaBloqueada).toBe(true);
    expect((await call(ctx, 'GET', '/Admin/Guia/999999')).statusCode).toBe(404);
  });

  it('orders criteria, indicators and levels (weights up, Não se aplica last); a principle of another edition is 404', async () => {
    const p3 = await principioId(ctx, ctx.seededId, 3);
    const e = await estrutura(ctx, ctx.seededId, p3);
    expect(e).toMatchObject({
      principio: { id: p3, codigo: 3 },
      versao: 1,
      guia: { id: ctx.seededId, situacao: 'disponivel' },
    });
    expect(e.criterios.map((c) => c.codigo)).toEqual(e.criterios.map((_, i) => i + 1));
    expect(e.criterios[0]!.number).toBe('3.1');
    for (const c of e.criterios) {
      c.indicadores.forEach((i, ii) => {
        expect(i.codigo).toBe(`3.${c.codigo}.${ii + 1}`);
        expect(i.linhagem).toMatch(/^[0-9a-f-]{36}$/);
      });
    }
    const comNa = e.criterios.flatMap((c) => c.indicadores).find((i) => i.niveis.some((n) => n.peso === 0))!;
    const pesos = comNa.niveis.map((n) => n.peso);
    expect(pesos.at(-1)).toBe(0);
    expect(pesos.slice(0, -1)).toEqual([...pesos.slice(0, -1)].sort((a, b) => a - b));

    const outra = await duplicar(ctx, 2088);
    expect((await call(ctx, 'GET', `/Admin/Guia/${outra}/Indicador/${p3}`)).statusCode).toBe(404);
  });
});

describe('GET Admin/Guia/{id}/Historico', () => {
  it('lists the edition’s audit rows, newest first, paginated', async () => {
    const novo = await duplicar(ctx, 2087);
    await call(ctx, 'PUT', `/Admin/Guia/${novo}`, ctx.admin, { payload: { disponibilizar: true } });
    await call(ctx, 'PUT', `/Admin/Guia/${novo}`, ctx.admin, { payload: { disponibilizar: false } });
    const res = await call(ctx, 'GET', `/Admin/Guia/${novo}/Historico`, ctx.admin, {
      query: { pageSize: '2' },
    });
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination).toMatchObject({ totalItems: 3, totalPages: 2 });
    expect(items.map((i: { acao: string }) => i.acao)).toEqual(['guia.fechar', 'guia.disponibilizar']);
    expect(items[0]).toMatchObject({ atorNome: 'Ana Admin', detalhes: { ano: 2087 } });
    const p2 = await call(ctx, 'GET', `/Admin/Guia/${novo}/Historico`, ctx.admin, {
      query: { pageSize: '2', page: '2' },
    });
    expect(p2.json().data.items.map((i: { acao: string }) => i.acao)).toEqual(['guia.duplicar']);
    expect((await call(ctx, 'GET', '/Admin/Guia/999999/Historico')).statusCode).toBe(404);
  });
});
