import type { AdminCriteriosInput, AdminEstrutura } from '@guia/shared';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  questionarioRespondido,
  type TestUser,
} from '../../test/factories.ts';
import { sincronizarCompleto } from '../admin-estatisticas/estatisticas-rollup.ts';
import { MENSAGENS_ESTRUTURA } from './admin-guia.estrutura.ts';
import { MENSAGENS } from './admin-guia.service.ts';

let t: TestApp;
let admin: TestUser;
let seededId: number;

beforeAll(async () => {
  t = await buildTestApp();
  seededId = await edicaoDisponivel(t);
});

beforeEach(async () => {
  await t.reset();
  // Editions are reference data (not emptied by reset): keep only the seeded one.
  await t.db.delete(schema.edicao).where(ne(schema.edicao.id, seededId));
  await t.db.update(schema.edicao).set({ disponivel: true }).where(eq(schema.edicao.id, seededId));
  admin = await createUser(t, { role: 'administrador', nome: 'Ana Admin' });
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(
  method: Method,
  url: string,
  user: TestUser | null = admin,
  opts: { query?: Record<string, string>; payload?: unknown } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.auth ?? {},
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
  });
}

async function duplicar(ano: number, origem = seededId): Promise<number> {
  const res = await call('POST', `/Admin/Guia/${origem}`, admin, { payload: { ano } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function principioId(edicaoId: number, codigo: number): Promise<number> {
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(and(eq(schema.principio.edicaoId, edicaoId), eq(schema.principio.codigo, codigo)));
  return p!.id;
}

async function estrutura(edicaoId: number, pId: number): Promise<AdminEstrutura> {
  const res = await call('GET', `/Admin/Guia/${edicaoId}/Indicador/${pId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminEstrutura;
}

/** The save body that keeps the structure as it is. */
function corpo(e: AdminEstrutura): { versao: number; criterios: AdminCriteriosInput } {
  return {
    versao: e.versao,
    criterios: e.criterios.map((c) => ({
      id: c.id,
      titulo: c.titulo,
      descricao: c.descricao,
      indicadores: c.indicadores.map((i) => ({
        id: i.id,
        titulo: i.titulo,
        categorias: i.categorias,
        possuirestricao: i.possuirestricao,
        restricao: i.restricao,
        possuiorientacao: i.possuiorientacao,
        orientacao: i.orientacao,
        possuigee: i.possuigee,
        possuievidencia: i.possuievidencia,
        exemploevidencia: i.exemploevidencia,
        possuipercentual: i.possuipercentual,
        niveis: i.niveis.map((n) => ({ id: n.id, peso: n.peso, descricao: n.descricao })),
      })),
    })),
  };
}

function salvar(edicaoId: number, pId: number, body: unknown) {
  return call('POST', `/Admin/Guia/${edicaoId}/Indicador/${pId}`, admin, { payload: body });
}

/** Every row of an edition's structure, as comparable values (no ids). */
async function fotografia(edicaoId: number) {
  return linhas<Record<string, unknown>>(
    t.db,
    sql`
    select p.codigo as p, c.codigo as c, c.titulo as ct, i.codigo, i.sequencia, i.titulo, i.linhagem,
           i.categorias, i.possuirestricao, i.restricao, i.possuiorientacao, i.orientacao, i.possuigee,
           i.possuievidencia, i.exemploevidencia, i.possuipercentual,
           (select json_agg(json_build_array(n.peso, n.descricao) order by n.peso) from nivel n where n.indicador_id = i.id) as niveis,
           (select json_agg(json_build_array(a.categoria_id, a.titulo, a.url) order by a.id) from apoio a where a.indicador_id = i.id) as apoio
      from principio p join criterio c on c.principio_id = p.id join indicador i on i.criterio_id = c.id
     where p.edicao_id = ${edicaoId}
     order by p.codigo, c.codigo, i.sequencia`,
  );
}

async function auditoria(edicaoId: number) {
  return t.db
    .select()
    .from(schema.auditoria)
    .where(eq(schema.auditoria.edicaoId, edicaoId))
    .orderBy(desc(schema.auditoria.id));
}

async function totalDeEdicoes() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.edicao);
  return row!.n;
}

describe('who may call', () => {
  it('answers 401 to anonymous and 404 to a visitante on every route, changing nothing', async () => {
    const visitante = await createUser(t);
    const p1 = await principioId(seededId, 1);
    const routes: [Method, string, unknown?][] = [
      ['GET', '/Admin/Guia'],
      ['POST', '/Admin/Guia', { ano: 2080 }],
      ['POST', `/Admin/Guia/${seededId}`, { ano: 2081 }],
      ['PUT', `/Admin/Guia/${seededId}`, { disponibilizar: false }],
      ['DELETE', `/Admin/Guia/${seededId}`],
      ['GET', `/Admin/Guia/${seededId}`],
      ['GET', `/Admin/Guia/${seededId}/Historico`],
      ['GET', `/Admin/Guia/${seededId}/Indicador/${p1}`],
      ['POST', `/Admin/Guia/${seededId}/Indicador/${p1}`, { versao: 1, criterios: [] }],
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
    const antes = await fotografia(seededId);
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, { payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, visitante, { payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await fotografia(seededId)).toEqual(antes);
    expect(await totalDeEdicoes()).toBe(1);
  });
});

describe('GET Admin/Guia', () => {
  it('lists editions with their counts, newest first, sortable and searchable by year', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId: seededId });
    const outro = await criarUnidade(t, dono, { nomeunidade: 'Outra' });
    await criarQuestionario(t, dono, outro, seededId);
    const novo = await duplicar(2091);

    const res = await call('GET', '/Admin/Guia');
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
      id: seededId,
      disponivel: true,
      situacao: 'disponivel',
      totalRespondido: 1,
      totalQuestionarios: 2,
    });
    expect(segundo.totalIndicadores).toBeGreaterThan(40);

    const porTotal = await call('GET', '/Admin/Guia', admin, {
      query: { sort: 'totalRespondido', order: 'asc' },
    });
    expect(porTotal.json().data.items.map((i: { id: number }) => i.id)).toEqual([novo, seededId]);
    const busca = await call('GET', '/Admin/Guia', admin, { query: { q: '2091' } });
    expect(busca.json().data.items.map((i: { id: number }) => i.id)).toEqual([novo]);
    const pagina = await call('GET', '/Admin/Guia', admin, { query: { pageSize: '1', page: '2' } });
    expect(pagina.json().data.items.map((i: { id: number }) => i.id)).toEqual([seededId]);
    const ruim = await call('GET', '/Admin/Guia', admin, { query: { sort: 'titulo' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.sort).toBe('Ordenação inválida');
  });
});

describe('POST Admin/Guia', () => {
  it('creates a draft with the five principles of the most recent edition and no criteria', async () => {
    await t.db
      .update(schema.principio)
      .set({ titulo: 'Gestão 2' })
      .where(eq(schema.principio.id, await principioId(seededId, 1)));
    const res = await call('POST', '/Admin/Guia', admin, { payload: { ano: 2090 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: MENSAGENS.criado,
      data: { ano: 2090, disponivel: false, situacao: 'rascunho', totalIndicadores: 0 },
    });
    const id = res.json().data.id as number;
    const detalhe = (await call('GET', `/Admin/Guia/${id}`)).json().data;
    expect(detalhe.estruturaBloqueada).toBe(false);
    expect(detalhe.principios.map((p: { codigo: number }) => p.codigo)).toEqual([1, 2, 3, 4, 5]);
    expect(detalhe.principios[0]).toMatchObject({ titulo: 'Gestão 2', totalCriterios: 0, totalPerguntas: 0 });
    const [audit] = await auditoria(id);
    expect(audit).toMatchObject({ acao: 'guia.criar', atorId: admin.id, atorNome: 'Ana Admin' });
  });

  it('refuses a second edition for a year (409 naming the field) and a bad year (400), changing nothing', async () => {
    const ano = (await call('GET', '/Admin/Guia')).json().data.items[0].ano as number;
    const dup = await call('POST', '/Admin/Guia', admin, { payload: { ano } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ ano: 'Já existe um Guia para este ano' });
    for (const [payload, message] of [
      [{}, 'Informe o ano'],
      [{ ano: 'dois mil' }, 'Informe o ano'],
      [{ ano: 1999 }, 'Informe um ano entre 2000 e 2100'],
      [{ ano: 2030.5 }, 'Informe um ano válido'],
    ] as const) {
      const res = await call('POST', '/Admin/Guia', admin, { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.ano).toBe(message);
    }
    expect(await totalDeEdicoes()).toBe(1);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.auditoria)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('lets only one of two simultaneous creations of a year through', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/Admin/Guia', admin, { payload: { ano: 2070 } }),
      call('POST', '/Admin/Guia', admin, { payload: { ano: 2070 } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await totalDeEdicoes()).toBe(2);
  });
});

describe('POST Admin/Guia/{id} (duplicate)', () => {
  it('copies everything field by field, with new ids and the same lineage keys, as a draft', async () => {
    await t.db.insert(schema.apoio).values({
      indicadorId: (await estrutura(seededId, await principioId(seededId, 2))).criterios[0]!.indicadores[0]!
        .id,
      categoriaId: 6,
      titulo: 'Cartilha extra',
      url: 'https://exemplo.org/extra',
    });
    const novo = await duplicar(2092);
    const origem = await fotografia(seededId);
    const copia = await fotografia(novo);
    expect(copia.length).toBeGreaterThan(40);
    expect(copia).toEqual(origem);
    expect(copia.some((r) => Array.isArray(r.apoio) && r.apoio.length > 0)).toBe(true);

    const ids = async (edicaoId: number) =>
      (
        await t.db
          .select({ id: schema.indicador.id })
          .from(schema.indicador)
          .innerJoin(schema.criterio, eq(schema.criterio.id, schema.indicador.criterioId))
          .innerJoin(schema.principio, eq(schema.principio.id, schema.criterio.principioId))
          .where(eq(schema.principio.edicaoId, edicaoId))
      ).map((r) => r.id);
    const idsOrigem = new Set(await ids(seededId));
    expect((await ids(novo)).some((id) => idsOrigem.has(id))).toBe(false);

    const [p] = await t.db
      .select()
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, novo))
      .orderBy(asc(schema.principio.codigo));
    const [po] = await t.db
      .select()
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, seededId))
      .orderBy(asc(schema.principio.codigo));
    expect({ ...p, id: 0, edicaoId: 0 }).toEqual({ ...po, id: 0, edicaoId: 0, versao: p!.versao });

    const item = (await call('GET', '/Admin/Guia', admin, { query: { q: '2092' } })).json().data.items[0];
    expect(item).toMatchObject({ situacao: 'rascunho', disponivel: false, totalQuestionarios: 0 });
    const [audit] = await auditoria(novo);
    expect(audit).toMatchObject({ acao: 'guia.duplicar', detalhes: { ano: 2092, origem: { id: seededId } } });
  });

  it('refuses a year in use (409 with fields.ano) and an unknown edition (404)', async () => {
    await duplicar(2093);
    const res = await call('POST', `/Admin/Guia/${seededId}`, admin, { payload: { ano: 2093 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.ano).toBe(MENSAGENS.anoEmUso);
    expect((await call('POST', '/Admin/Guia/999999', admin, { payload: { ano: 2094 } })).statusCode).toBe(
      404,
    );
    expect(await totalDeEdicoes()).toBe(2);
  });
});

describe('PUT Admin/Guia/{id} (availability)', () => {
  it('refuses to make available an edition with an empty principle, then makes it available and closes it', async () => {
    const vazio = (await call('POST', '/Admin/Guia', admin, { payload: { ano: 2095 } })).json().data
      .id as number;
    const recusa = await call('PUT', `/Admin/Guia/${vazio}`, admin, { payload: { disponibilizar: true } });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toContain('os princípios 1, 2, 3, 4, 5 não têm indicadores');
    const [row] = await t.db.select().from(schema.edicao).where(eq(schema.edicao.id, vazio));
    expect(row).toMatchObject({ disponivel: false, datadisponivel: null });

    const novo = await duplicar(2096);
    // An indicator whose only level is 'Não se aplica' cannot be scored.
    const p1 = await principioId(novo, 1);
    const e = await estrutura(novo, p1);
    const body = corpo(e);
    body.criterios[0]!.indicadores[0]!.niveis = [{ peso: 0, descricao: 'Não se aplica' }];
    expect((await salvar(novo, p1, body)).statusCode).toBe(200);
    const semNivel = await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    expect(semNivel.statusCode).toBe(409);
    expect(semNivel.json().error).toContain('o indicador 1.1.1 não tem nível com peso maior que zero');

    const copia = await duplicar(2097);
    const ok = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: true } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MENSAGENS.disponibilizado,
      data: { disponivel: true, situacao: 'disponivel' },
    });
    expect(ok.json().data.datadisponivel).not.toBeNull();
    const fechado = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: false } });
    expect(fechado.json()).toMatchObject({
      message: MENSAGENS.fechado,
      data: { disponivel: false, situacao: 'fechado' },
    });
    const denovo = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: false } });
    expect(denovo.json().message).toBe(MENSAGENS.jaFechado);
    expect((await auditoria(copia)).map((a) => a.acao)).toEqual([
      'guia.fechar',
      'guia.disponibilizar',
      'guia.duplicar',
    ]);
    const ruim = await call('PUT', `/Admin/Guia/${copia}`, admin, { payload: { disponibilizar: 'sim' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.disponibilizar).toBeTruthy();
  });

  it('shows the edition on the unit page at once, and the unit situation follows the newest available edition', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId: seededId });
    const unidade = async () => (await call('GET', `/Objeto/${objetoId}`, dono)).json().data;
    const situacao = async () =>
      (
        await t.db
          .select({ s: schema.objeto.situacao })
          .from(schema.objeto)
          .where(eq(schema.objeto.id, objetoId))
      )[0]!.s;
    expect(await situacao()).toBe('completo');
    const novo = await duplicar(2098);
    const cartao = async () => (await unidade()).guia.find((g: { id: number }) => g.id === novo);
    // A draft is the administrators' work in progress: not even a locked card for producers.
    expect(await cartao()).toBeUndefined();
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    expect((await cartao())?.disponivel).toBe(true);
    expect(await situacao()).toBe('sem-guia');
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: false } });
    expect(await situacao()).toBe('completo');
    // Closed, it stays on the unit page as a locked card (screen 10).
    expect(await cartao()).toMatchObject({ disponivel: false });
  });
});

describe('DELETE Admin/Guia/{id}', () => {
  it('refuses an edition with questionnaires, deletes a draft with its structure', async () => {
    const dono = await createUser(t);
    await criarQuestionario(t, dono, await criarUnidade(t, dono), seededId);
    const antes = await fotografia(seededId);
    const recusa = await call('DELETE', `/Admin/Guia/${seededId}`);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toBe(
      'Este Guia já tem questionários e não pode ser excluído. Use "Fechar" para retirá-lo dos produtores.',
    );
    expect(await fotografia(seededId)).toEqual(antes);

    const novo = await duplicar(2099);
    const res = await call('DELETE', `/Admin/Guia/${novo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: MENSAGENS.excluido });
    expect(await fotografia(novo)).toEqual([]);
    expect(await totalDeEdicoes()).toBe(1);
    expect((await auditoria(novo)).map((a) => a.acao)).toEqual(['guia.excluir', 'guia.duplicar']);
    expect((await call('DELETE', `/Admin/Guia/${novo}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/Admin/Guia/abc')).statusCode).toBe(400);
  });

  it('deletes a draft without reading the answers of other editions: the answers’ key is (indicator, level)', async () => {
    // The foreign key of an answer's level is (indicador_id, nivel_id): deleting a draft's level is an
    // index probe of that indicator's answers (none), and no answer can point at another indicator's level.
    const dono = await createUser(t);
    const { questionarioId } = await questionarioRespondido(t, dono, seededId);
    const [resposta] = await t.db
      .select({ indicadorId: schema.resposta.indicadorId, nivelId: schema.resposta.nivelId })
      .from(schema.resposta)
      .where(eq(schema.resposta.questionarioId, questionarioId))
      .limit(1);
    const [outroNivel] = await t.db
      .select({ id: schema.nivel.id })
      .from(schema.nivel)
      .where(ne(schema.nivel.indicadorId, resposta!.indicadorId))
      .limit(1);
    await expect(
      t.db
        .update(schema.resposta)
        .set({ nivelId: outroNivel!.id })
        .where(
          and(
            eq(schema.resposta.questionarioId, questionarioId),
            eq(schema.resposta.indicadorId, resposta!.indicadorId),
          ),
        ),
    ).rejects.toThrow();
    const [fk] = await linhas<{ def: string }>(
      t.db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'resposta_indicador_nivel_fk'`,
    );
    expect(fk?.def).toMatch(/FOREIGN KEY \(indicador_id, nivel_id\) REFERENCES nivel\(indicador_id, id\)/);

    const copia = await duplicar(2097);
    expect((await call('DELETE', `/Admin/Guia/${copia}`)).statusCode).toBe(200);
    expect(await fotografia(copia)).toEqual([]);
  });

  it('recomputes the units’ situation when an available edition comes or goes, never for a draft', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId: seededId });
    const situacao = async () =>
      (
        await t.db
          .select({ s: schema.objeto.situacao })
          .from(schema.objeto)
          .where(eq(schema.objeto.id, objetoId))
      )[0]!.s;
    expect(await situacao()).toBe('completo');
    // A marker no recompute would keep: a draft's creation, duplication or deletion leaves it (the
    // current edition is the newest available one, which a draft never is).
    await t.db.update(schema.objeto).set({ situacao: 'incompleto' }).where(eq(schema.objeto.id, objetoId));
    expect((await call('POST', '/Admin/Guia', admin, { payload: { ano: 2097 } })).statusCode).toBe(201);
    const rascunho = await duplicar(2098);
    expect((await call('DELETE', `/Admin/Guia/${rascunho}`)).statusCode).toBe(200);
    expect(await situacao()).toBe('incompleto');

    const novo = await duplicar(2099);
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    expect(await situacao()).toBe('sem-guia');
    // Deleting the available edition (nobody started it) brings the previous one back.
    expect((await call('DELETE', `/Admin/Guia/${novo}`)).statusCode).toBe(200);
    expect(await situacao()).toBe('completo');
  });
});

describe('GET Admin/Guia/{id} and the structure of a principle', () => {
  it('answers the cards with counts and the lock', async () => {
    const res = await call('GET', `/Admin/Guia/${seededId}`);
    expect(res.statusCode).toBe(200);
    const { guia, estruturaBloqueada, principios } = res.json().data;
    expect(guia.id).toBe(seededId);
    expect(estruturaBloqueada).toBe(false);
    expect(principios).toHaveLength(5);
    expect(principios.reduce((s: number, p: { totalPerguntas: number }) => s + p.totalPerguntas, 0)).toBe(
      guia.totalIndicadores,
    );
    const dono = await createUser(t);
    await criarQuestionario(t, dono, await criarUnidade(t, dono), seededId);
    expect((await call('GET', `/Admin/Guia/${seededId}`)).json().data.estruturaBloqueada).toBe(true);
    expect((await call('GET', '/Admin/Guia/999999')).statusCode).toBe(404);
  });

  it('orders criteria, indicators and levels (weights up, Não se aplica last); a principle of another edition is 404', async () => {
    const p3 = await principioId(seededId, 3);
    const e = await estrutura(seededId, p3);
    expect(e).toMatchObject({
      principio: { id: p3, codigo: 3 },
      versao: 1,
      guia: { id: seededId, situacao: 'disponivel' },
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

    const outra = await duplicar(2088);
    expect((await call('GET', `/Admin/Guia/${outra}/Indicador/${p3}`)).statusCode).toBe(404);
  });
});

describe('POST Admin/Guia/{id}/Indicador/{principioId} (the structure save)', () => {
  let edicaoId: number;
  let p1: number;
  beforeEach(async () => {
    edicaoId = await duplicar(2085);
    p1 = await principioId(edicaoId, 1);
  });

  it('renumbers every code after an add, a removal and a move across criteria', async () => {
    const e = await estrutura(edicaoId, p1);
    expect(e.criterios.length).toBeGreaterThanOrEqual(2);
    const body = corpo(e);
    const [c1, c2] = body.criterios as [
      (typeof body.criterios)[number],
      (typeof body.criterios)[number],
      ...(typeof body.criterios)[number][],
    ];
    const removido = c1.indicadores.shift()!;
    const movido = c2.indicadores.pop()!;
    c1.indicadores.unshift(movido);
    c1.indicadores.push({
      titulo: 'Indicador novo',
      categorias: [3, 6],
      niveis: [
        { peso: 1, descricao: 'Começando' },
        { peso: 3, descricao: 'No meio' },
        { peso: 5, descricao: 'Pronto' },
      ],
    });
    // A new criterion goes first: every criterion code moves.
    body.criterios.unshift({
      titulo: 'Critério novo',
      descricao: '',
      indicadores: [
        {
          titulo: 'Outro novo',
          niveis: [
            { peso: 1, descricao: 'Um' },
            { peso: 0, descricao: 'Não se aplica' },
          ],
        },
      ],
    });
    const res = await salvar(edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Atualizado');
    const depois = res.json().data as AdminEstrutura;
    expect(depois.versao).toBe(e.versao + 1);
    expect(depois.criterios.map((c) => [c.codigo, c.number])).toEqual(
      depois.criterios.map((_, i) => [i + 1, `1.${i + 1}`]),
    );
    for (const c of depois.criterios)
      c.indicadores.forEach((i, ii) => {
        expect([i.codigo, i.sequencia]).toEqual([`1.${c.codigo}.${ii + 1}`, ii + 1]);
      });
    const [novoCrit, d1, d2] = depois.criterios as [
      AdminEstrutura['criterios'][number],
      AdminEstrutura['criterios'][number],
      AdminEstrutura['criterios'][number],
    ];
    expect(novoCrit.titulo).toBe('Critério novo');
    expect(novoCrit.indicadores[0]).toMatchObject({ codigo: '1.1.1', titulo: 'Outro novo' });
    expect(novoCrit.indicadores[0]!.niveis.map((n) => n.peso)).toEqual([1, 0]);
    // The moved indicator keeps its id and lineage key; the new one has a lineage key of its own.
    const antesMovido = e.criterios[1]!.indicadores.at(-1)!;
    expect(d1.indicadores[0]).toMatchObject({
      id: antesMovido.id,
      linhagem: antesMovido.linhagem,
      codigo: '1.2.1',
    });
    expect(d1.indicadores.at(-1)).toMatchObject({ titulo: 'Indicador novo', categorias: [3, 6] });
    const linhagens = new Set(e.criterios.flatMap((c) => c.indicadores.map((i) => i.linhagem)));
    expect(linhagens.has(d1.indicadores.at(-1)!.linhagem)).toBe(false);
    expect(d2.indicadores.map((i) => i.id)).toEqual(
      e.criterios[1]!.indicadores.slice(0, -1).map((i) => i.id),
    );
    const todos = depois.criterios.flatMap((c) => c.indicadores.map((i) => i.id));
    expect(todos).not.toContain(removido.id);
    const [gone] = await t.db
      .select()
      .from(schema.indicador)
      .where(eq(schema.indicador.id, Number(removido.id)));
    expect(gone).toBeUndefined();

    const [audit] = await auditoria(edicaoId);
    expect(audit!.acao).toBe('guia.estrutura');
    const d = audit!.detalhes as Record<string, Record<string, unknown[]>>;
    expect(d.criterios!.adicionados).toEqual([{ codigo: 1, titulo: 'Critério novo' }]);
    expect(d.indicadores!.removidos).toEqual([
      { id: removido.id, codigo: e.criterios[0]!.indicadores[0]!.codigo, titulo: removido.titulo },
    ]);
    expect(d.indicadores!.alterados).toContainEqual({
      id: movido.id,
      codigo: '1.2.1',
      campos: { codigo: [antesMovido.codigo, '1.2.1'], criterioId: [e.criterios[1]!.id, e.criterios[0]!.id] },
    } as never);
  });

  it('removes a criterion while its indicator moves to another one', async () => {
    const e = await estrutura(edicaoId, p1);
    const body = corpo(e);
    const [c1, c2] = body.criterios;
    c1!.indicadores.push(...c2!.indicadores);
    body.criterios.splice(1, 1);
    const res = await salvar(edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json().data as AdminEstrutura;
    expect(depois.criterios).toHaveLength(e.criterios.length - 1);
    expect(depois.criterios[0]!.indicadores.map((i) => i.id)).toEqual([
      ...e.criterios[0]!.indicadores.map((i) => i.id),
      ...e.criterios[1]!.indicadores.map((i) => i.id),
    ]);
    expect(depois.criterios[1]?.id).toBe(e.criterios[2]?.id);
  });

  it('refuses bad levels, foreign ids and unknown categories with a message per field, changing nothing', async () => {
    const e = await estrutura(edicaoId, p1);
    const antes = await fotografia(edicaoId);
    const outra = await estrutura(seededId, await principioId(seededId, 2));
    const casos: [string, (b: ReturnType<typeof corpo>) => void, string, string][] = [
      [
        'duplicate weight',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis = [
            { peso: 2, descricao: 'a' },
            { peso: 2, descricao: 'b' },
          ];
        },
        'criterios.0.indicadores.0.niveis.1.peso',
        'Dois níveis com o mesmo peso',
      ],
      [
        'weight 6',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis[0]!.peso = 6;
        },
        'criterios.0.indicadores.0.niveis.0.peso',
        'O peso vai de 0 a 5',
      ],
      [
        'weight -1',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis[0]!.peso = -1;
        },
        'criterios.0.indicadores.0.niveis.0.peso',
        'O peso vai de 0 a 5',
      ],
      [
        'no level',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis = [];
        },
        'criterios.0.indicadores.0.niveis',
        'Cadastre ao menos um nível',
      ],
      [
        'empty title',
        (b) => {
          b.criterios[0]!.indicadores[0]!.titulo = '   ';
        },
        'criterios.0.indicadores.0.titulo',
        'Preencha um texto válido',
      ],
      [
        'criterion of another principle',
        (b) => {
          b.criterios[0]!.id = outra.criterios[0]!.id;
        },
        'criterios.0.id',
        MENSAGENS_ESTRUTURA.criterioDeOutro,
      ],
      [
        'indicator of another principle',
        (b) => {
          b.criterios[0]!.indicadores[0]!.id = outra.criterios[0]!.indicadores[0]!.id;
        },
        'criterios.0.indicadores.0.id',
        MENSAGENS_ESTRUTURA.indicadorDeOutro,
      ],
      [
        'level of another indicator',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis[0]!.id = e.criterios[0]!.indicadores[1]!.niveis[0]!.id;
        },
        'criterios.0.indicadores.0.niveis.0.id',
        MENSAGENS_ESTRUTURA.nivelDeOutro,
      ],
      [
        'indicator twice',
        (b) => {
          b.criterios[0]!.indicadores.push({
            ...b.criterios[0]!.indicadores[0]!,
            niveis: [{ peso: 1, descricao: 'x' }],
          });
        },
        `criterios.0.indicadores.${e.criterios[0]!.indicadores.length}.id`,
        MENSAGENS_ESTRUTURA.repetido,
      ],
      [
        'unknown category',
        (b) => {
          b.criterios[0]!.indicadores[0]!.categorias = [3, 999];
        },
        'criterios.0.indicadores.0.categorias',
        MENSAGENS_ESTRUTURA.categoriaInexistente,
      ],
    ];
    for (const [nome, mudar, campo, mensagem] of casos) {
      const body = corpo(e);
      mudar(body);
      const res = await salvar(edicaoId, p1, body);
      expect(res.statusCode, nome).toBe(400);
      expect(res.json().fields?.[campo], `${nome}: ${res.body}`).toBe(mensagem);
    }
    expect(await fotografia(edicaoId)).toEqual(antes);
    expect((await estrutura(edicaoId, p1)).versao).toBe(e.versao);
    expect((await auditoria(edicaoId)).map((a) => a.acao)).toEqual(['guia.duplicar']);
  });

  it('changes level weights of an unanswered edition', async () => {
    const e = await estrutura(edicaoId, p1);
    const body = corpo(e);
    const niveis = body.criterios[0]!.indicadores[0]!.niveis;
    // Swap the first two weights.
    const [a, b] = [niveis[0]!.peso, niveis[1]!.peso];
    niveis[0]!.peso = b;
    niveis[1]!.peso = a;
    const res = await salvar(edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    const depois = (res.json().data as AdminEstrutura).criterios[0]!.indicadores[0]!.niveis;
    expect(depois.find((n) => n.peso === a)!.descricao).toBe(niveis[1]!.descricao);
    expect(depois.find((n) => n.peso === b)!.descricao).toBe(niveis[0]!.descricao);
  });

  it('refuses a save over a newer version; of two simultaneous saves exactly one wins', async () => {
    const e = await estrutura(edicaoId, p1);
    const um = corpo(e);
    um.criterios[0]!.titulo = 'Versão A';
    const dois = corpo(e);
    dois.criterios[0]!.titulo = 'Versão B';
    const [a, b] = await Promise.all([salvar(edicaoId, p1, um), salvar(edicaoId, p1, dois)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const perdedor = a.statusCode === 409 ? a : b;
    expect(perdedor.json().error).toBe(MENSAGENS_ESTRUTURA.versaoAntiga);
    const vencedor = a.statusCode === 200 ? 'Versão A' : 'Versão B';
    const depois = await estrutura(edicaoId, p1);
    expect(depois.criterios[0]!.titulo).toBe(vencedor);
    expect(depois.versao).toBe(e.versao + 1);
    expect((await salvar(edicaoId, p1, corpo(e))).statusCode).toBe(409);
  });

  it('once a questionnaire exists, refuses structural changes (409, nothing changed) and applies texts', async () => {
    await call('PUT', `/Admin/Guia/${edicaoId}`, admin, { payload: { disponibilizar: true } });
    const dono = await createUser(t);
    await criarQuestionario(t, dono, await criarUnidade(t, dono), edicaoId);
    const e = await estrutura(edicaoId, p1);
    expect(e.estruturaBloqueada).toBe(true);
    const antes = await fotografia(edicaoId);
    const estruturais: [string, (b: ReturnType<typeof corpo>) => void][] = [
      [
        'new indicator',
        (b) => b.criterios[0]!.indicadores.push({ titulo: 'Novo', niveis: [{ peso: 1, descricao: 'a' }] }),
      ],
      ['removed indicator', (b) => b.criterios[0]!.indicadores.pop()],
      ['reordered indicators', (b) => b.criterios[0]!.indicadores.reverse()],
      ['new criterion', (b) => b.criterios.push({ titulo: 'Novo', descricao: '', indicadores: [] })],
      [
        'categories',
        (b) => {
          b.criterios[0]!.indicadores[0]!.categorias = [6];
        },
      ],
      [
        'percentage',
        (b) => {
          const i = b.criterios[0]!.indicadores[0]!;
          i.possuipercentual = !i.possuipercentual;
        },
      ],
      [
        'evidence',
        (b) => {
          const i = b.criterios[0]!.indicadores[0]!;
          i.possuievidencia = !i.possuievidencia;
        },
      ],
      [
        'level removed',
        (b) => {
          b.criterios[0]!.indicadores[0]!.niveis.pop();
        },
      ],
      [
        'level weight',
        (b) => {
          const n = b.criterios[0]!.indicadores[0]!.niveis;
          n[0]!.peso = [0, 1, 2, 3, 4, 5].find((peso) => !n.some((x) => x.peso === peso))!;
        },
      ],
    ];
    for (const [nome, mudar] of estruturais) {
      const body = corpo(e);
      mudar(body);
      const res = await salvar(edicaoId, p1, body);
      expect(res.statusCode, `${nome}: ${res.body}`).toBe(409);
      expect(res.json().error).toBe(MENSAGENS_ESTRUTURA.bloqueada);
    }
    expect(await fotografia(edicaoId)).toEqual(antes);

    const textos = corpo(e);
    const ind = textos.criterios[0]!.indicadores[0]!;
    textos.criterios[0]!.titulo = 'Critério com novo título';
    ind.titulo = 'Título revisado';
    ind.orientacao = 'Nova orientação';
    ind.possuiorientacao = true;
    ind.possuigee = !ind.possuigee;
    ind.niveis[0]!.descricao = 'Nível revisado';
    const ok = await salvar(edicaoId, p1, textos);
    expect(ok.statusCode, ok.body).toBe(200);
    const depois = (ok.json().data as AdminEstrutura).criterios[0]!;
    expect(depois.titulo).toBe('Critério com novo título');
    expect(depois.indicadores[0]).toMatchObject({
      titulo: 'Título revisado',
      orientacao: 'Nova orientação',
      possuigee: ind.possuigee,
    });
    expect(depois.indicadores[0]!.niveis.find((n) => n.id === ind.niveis[0]!.id)!.descricao).toBe(
      'Nível revisado',
    );
    const [audit] = await auditoria(edicaoId);
    const d = audit!.detalhes as Record<string, Record<string, unknown[]>>;
    expect(d.indicadores!.alterados).toContainEqual(
      expect.objectContaining({
        id: ind.id,
        campos: expect.objectContaining({
          titulo: [e.criterios[0]!.indicadores[0]!.titulo, 'Título revisado'],
        }),
      }),
    );
    expect(d.niveis!.alterados).toContainEqual(
      expect.objectContaining({
        id: ind.niveis[0]!.id,
        campos: { descricao: [e.criterios[0]!.indicadores[0]!.niveis[0]!.descricao, 'Nível revisado'] },
      }),
    );
  });

  it('a text-only save of an answered edition rewrites no completeness row (no recount of its questionnaires)', async () => {
    await call('PUT', `/Admin/Guia/${edicaoId}`, admin, { payload: { disponibilizar: true } });
    const dono = await createUser(t);
    const { questionarioId } = await questionarioRespondido(t, dono, edicaoId);
    await sincronizarCompleto(t.db, questionarioId);
    const versaoDaLinha = async () =>
      (
        await linhas<{ x: string }>(
          t.db,
          sql`select xmin::text as x from questionario_completo where questionario_id = ${questionarioId}`,
        )
      ).map((r) => r.x);
    const antes = await versaoDaLinha();
    expect(antes).toHaveLength(1);

    const body = corpo(await estrutura(edicaoId, p1));
    body.criterios[0]!.indicadores[0]!.titulo = 'Título revisado';
    const res = await salvar(edicaoId, p1, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminEstrutura).criterios[0]!.indicadores[0]!.titulo).toBe('Título revisado');
    expect(await versaoDaLinha()).toEqual(antes);
  });
});

describe('the support page', () => {
  it('edits a level, an indicator title and an evidence example (404 unknown, 400 empty), audited', async () => {
    const e = await estrutura(seededId, await principioId(seededId, 1));
    const ind = e.criterios[0]!.indicadores[0]!;
    const nivel = ind.niveis[0]!;
    const casos: [string, Record<string, unknown>, () => Promise<unknown>][] = [
      [
        'nivel',
        { id: nivel.id, titulo: 'Nível novo' },
        async () =>
          (await estrutura(seededId, e.principio.id)).criterios[0]!.indicadores[0]!.niveis[0]!.descricao,
      ],
      [
        'indicador',
        { id: ind.id, titulo: 'Título novo' },
        async () => (await estrutura(seededId, e.principio.id)).criterios[0]!.indicadores[0]!.titulo,
      ],
      [
        'evidencia',
        { id: ind.id, evidencia: 'Evidência nova' },
        async () =>
          (await estrutura(seededId, e.principio.id)).criterios[0]!.indicadores[0]!.exemploevidencia,
      ],
    ];
    for (const [tipo, payload, ler] of casos) {
      const vazio = await call('PATCH', `/Admin/Guia/update/${tipo}`, admin, {
        payload: { ...payload, titulo: ' ', evidencia: ' ' },
      });
      expect(vazio.statusCode, tipo).toBe(400);
      expect(Object.values(vazio.json().fields)).toContain('Preencha um texto válido');
      expect(
        (await call('PATCH', `/Admin/Guia/update/${tipo}`, admin, { payload: { ...payload, id: 999999 } }))
          .statusCode,
      ).toBe(404);
      const res = await call('PATCH', `/Admin/Guia/update/${tipo}`, admin, { payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: null, message: 'Atualizado' });
      expect(await ler()).toBe(payload.titulo ?? payload.evidencia);
    }
    const acoes = (await auditoria(seededId)).map((a) => [
      a.acao,
      (a.detalhes as { antes: unknown; depois: unknown }).depois,
    ]);
    expect(acoes).toEqual([
      ['guia.evidencia', 'Evidência nova'],
      ['guia.indicador', 'Título novo'],
      ['guia.nivel', 'Nível novo'],
    ]);
    expect((await auditoria(seededId))[2]!.detalhes).toMatchObject({
      antes: nivel.descricao,
      indicador: ind.codigo,
      peso: nivel.peso,
    });
  });

  it('adds a support link for one of the indicator’s categories (http/https only) and deletes it', async () => {
    const e = await estrutura(seededId, await principioId(seededId, 3));
    const ind = e.criterios
      .flatMap((c) => c.indicadores)
      .find((i) => i.categorias.length > 0 && !i.categorias.includes(3))!;
    const base = { indicador_id: ind.id, titulo: 'Guia prático', url: 'https://exemplo.org/guia' };
    const fora = await call('POST', '/Admin/Guia/apoio/add', admin, {
      payload: { ...base, categoria_id: 3 },
    });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().fields).toEqual({ categoria_id: MENSAGENS.categoriaDoIndicador });
    const js = await call('POST', '/Admin/Guia/apoio/add', admin, {
      payload: { ...base, url: 'javascript:alert(1)', categoria_id: ind.categorias[0] },
    });
    expect(js.statusCode).toBe(400);
    expect(js.json().fields.url).toBe('Informe um endereço que comece com http:// ou https://');
    expect(
      (
        await call('POST', '/Admin/Guia/apoio/add', admin, {
          payload: { ...base, indicador_id: 999999, categoria_id: 6 },
        })
      ).statusCode,
    ).toBe(404);

    const ok = await call('POST', '/Admin/Guia/apoio/add', admin, {
      payload: { ...base, categoria_id: ind.categorias[0] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Material de apoio inserido',
      data: { titulo: 'Guia prático', url: base.url, categoriaId: ind.categorias[0] },
    });
    const id = ok.json().data.id as number;
    const lido = (await estrutura(seededId, e.principio.id)).criterios
      .flatMap((c) => c.indicadores)
      .find((i) => i.id === ind.id)!;
    expect(lido.apoio.map((a) => a.id)).toContain(id);

    const del = await call('DELETE', `/Admin/Guia/apoio/delete/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ data: null, message: 'Material de apoio excluído' });
    expect((await call('DELETE', `/Admin/Guia/apoio/delete/${id}`)).statusCode).toBe(404);
    expect((await auditoria(seededId)).map((a) => a.acao)).toEqual([
      'guia.apoio.excluir',
      'guia.apoio.inserir',
    ]);
  });

  it('accepts any existing category for an indicator that applies to all', async () => {
    const novo = await duplicar(2086);
    const p1 = await principioId(novo, 1);
    const body = corpo(await estrutura(novo, p1));
    body.criterios[0]!.indicadores[0]!.categorias = [];
    const salvo = (await salvar(novo, p1, body)).json().data as AdminEstrutura;
    const ind = salvo.criterios[0]!.indicadores[0]!;
    expect(ind.categorias).toEqual([]);
    const payload = { indicador_id: ind.id, titulo: 'Link', url: 'http://exemplo.org', categoria_id: 5 };
    expect((await call('POST', '/Admin/Guia/apoio/add', admin, { payload })).statusCode).toBe(201);
    expect(
      (await call('POST', '/Admin/Guia/apoio/add', admin, { payload: { ...payload, categoria_id: 999 } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET Admin/Guia/{id}/Historico', () => {
  it('lists the edition’s audit rows, newest first, paginated', async () => {
    const novo = await duplicar(2087);
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: true } });
    await call('PUT', `/Admin/Guia/${novo}`, admin, { payload: { disponibilizar: false } });
    const res = await call('GET', `/Admin/Guia/${novo}/Historico`, admin, { query: { pageSize: '2' } });
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination).toMatchObject({ totalItems: 3, totalPages: 2 });
    expect(items.map((i: { acao: string }) => i.acao)).toEqual(['guia.fechar', 'guia.disponibilizar']);
    expect(items[0]).toMatchObject({ atorNome: 'Ana Admin', detalhes: { ano: 2087 } });
    const p2 = await call('GET', `/Admin/Guia/${novo}/Historico`, admin, {
      query: { pageSize: '2', page: '2' },
    });
    expect(p2.json().data.items.map((i: { acao: string }) => i.acao)).toEqual(['guia.duplicar']);
    expect((await call('GET', '/Admin/Guia/999999/Historico')).statusCode).toBe(404);
  });
});

describe('what producers see', () => {
  it('a text edit shows in the report at once, and the finished questionnaire’s numbers never change', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(t, dono);
    const questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId: seededId });
    const url = `/Objeto/${objetoId}/${seededId}/${questionarioId}/completo`;
    const relatorio = async () => {
      const res = await call('GET', url, dono);
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        score: { codigo: number; valor: number }[];
        scoretotal: number;
        gabarito: {
          id: number;
          titulo: string;
          descricao: string | null;
          resposta: number | null;
          exemploevidencia: string | null;
        }[];
      };
    };
    const antes = await relatorio();
    const item = antes.gabarito.find((g) => g.resposta !== null && g.resposta > 0)!;
    const [escolhido] = await t.db
      .select({ nivelId: schema.resposta.nivelId })
      .from(schema.resposta)
      .where(
        and(eq(schema.resposta.questionarioId, questionarioId), eq(schema.resposta.indicadorId, item.id)),
      );

    expect(
      (
        await call('PATCH', '/Admin/Guia/update/indicador', admin, {
          payload: { id: item.id, titulo: 'Título editado' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', '/Admin/Guia/update/nivel', admin, {
          payload: { id: escolhido!.nivelId, titulo: 'Nível editado' },
        })
      ).statusCode,
    ).toBe(200);
    const depois = await relatorio();
    const editado = depois.gabarito.find((g) => g.id === item.id)!;
    expect(editado).toMatchObject({
      titulo: 'Título editado',
      descricao: 'Nível editado',
      resposta: item.resposta,
    });
    expect(depois.score).toEqual(antes.score);
    expect(depois.scoretotal).toBe(antes.scoretotal);

    // A structural change of the answered edition is refused and changes nothing.
    const p = await principioId(seededId, 1);
    const e = await estrutura(seededId, p);
    const body = corpo(e);
    body.criterios[0]!.indicadores.pop();
    const recusa = await salvar(seededId, p, body);
    expect(recusa.statusCode).toBe(409);
    expect(await estrutura(seededId, p)).toEqual(e);
    const ultimo = await relatorio();
    expect(ultimo.score).toEqual(antes.score);
    expect(ultimo.gabarito.length).toBe(antes.gabarito.length);
  });
});
