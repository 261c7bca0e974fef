import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linhas as linhasDe } from '../../db/linhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  type TestUser,
} from '../../test/factories.ts';

// The spec's own calls of the unit list (admin §3, §7): POST Admin/Objeto, GET Admin/Objeto/Export
// and GET Admin/Objeto/{objectId}/{productId}, beside the added GET list and POST export.

let t: TestApp;
let admin: TestUser;
let visitante: TestUser;
let dono: TestUser;
let edicaoId: number;
const ids = {} as Record<'centro' | 'beira' | 'aurora', number>;

const linhas = <T>(q: ReturnType<typeof sql>) => linhasDe<T>(t.db, q);

/** The audit log is append-only: each test reads the rows written after this mark. */
let marca = 0;
async function marcarAuditoria() {
  const [r] = await linhas<{ m: number }>(sql`select coalesce(max(id), 0)::int as m from auditoria`);
  marca = r!.m;
}
const auditoria = (acao: string) =>
  linhas<{ alvo_usuario_id: number; objeto_id: number; detalhes: Record<string, unknown> }>(
    sql`select alvo_usuario_id, objeto_id, detalhes from auditoria
         where acao = ${acao} and id > ${marca} order by id`,
  );

beforeAll(async () => {
  t = await buildTestApp();
  [admin, visitante, dono] = await Promise.all([
    createUser(t, { role: 'administrador' }),
    createUser(t),
    createUser(t, { nome: 'Dona Ana' }),
  ]);
  edicaoId = await edicaoDisponivel(t);
  ids.centro = await criarUnidade(t, dono, { nomeunidade: 'Centro', uf: 'SP', cidade: 3550308 });
  ids.beira = await criarUnidade(t, dono, { nomeunidade: 'Beira Rio', uf: 'SP', cidade: 3550308 });
  ids.aurora = await criarUnidade(t, dono, { nomeunidade: 'Aurora', uf: 'RJ', cidade: 3304557 });
  await criarQuestionarioFinalizado(t, dono, ids.centro, { edicaoId, aproveitamentos: [80, 60, 40, 20, 0] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/Admin/Objeto (spec body)', () => {
  const listar = (payload: object, user: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: '/api/Admin/Objeto', headers: user.auth, payload });

  it('answers objetos, nomeArquivo and pagination from the same list as the GET', async () => {
    const res = await listar({
      pagination: { itemsPerPage: 2, page: 1 },
      filtros: { filtro: 'todos', uf: '', municipio: '', categoria: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.objetos.map((o: { nomeunidade: string }) => o.nomeunidade)).toEqual(['Aurora', 'Beira Rio']);
    expect(data.nomeArquivo).toBeNull();
    expect(data.pagination).toMatchObject({ totalPages: 2, totalUnidades: 3, page: 1, itemsPerPage: 2 });
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Objeto?pageSize=2&page=2',
      headers: admin.auth,
    });
    const pagina2 = await listar({ pagination: { itemsPerPage: 2, page: 2 }, filtros: {} });
    expect(pagina2.json().data.objetos).toEqual(get.json().data.items);
  });

  it('filters by uf and municipio, and defaults the page to 50 units', async () => {
    const res = await listar({ filtros: { filtro: 'todos', uf: 'SP', municipio: 'sao paulo' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.objetos.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([ids.centro, ids.beira].sort());
    expect(res.json().data.pagination.itemsPerPage).toBe(50);
  });

  it("names the file of the administrator's finished export of the same filters", async () => {
    const exp = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Objeto/Export',
      headers: admin.auth,
      payload: { uf: 'RJ' },
    });
    await t.app.exportacoes.processarPendentes();
    const { nomeArquivo } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/Admin/Objeto/Export/${exp.json().data.id}`,
        headers: admin.auth,
      })
    ).json().data;
    expect(nomeArquivo).toMatch(/\.xlsx$/);
    const mesma = await listar({
      pagination: { itemsPerPage: 50, page: 1 },
      filtros: { uf: 'RJ', filtro: 'todos' },
    });
    expect(mesma.json().data.nomeArquivo).toBe(nomeArquivo);
    const outra = await listar({ filtros: { uf: 'SP' } });
    expect(outra.json().data.nomeArquivo).toBeNull();
  });

  it('refuses bad input per field and hides the list from a visitante', async () => {
    const res = await listar({ pagination: { itemsPerPage: 0, page: 1 }, filtros: { uf: 'XX' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'pagination.itemsPerPage': 'Tamanho de página inválido',
      'filtros.uf': 'Estado inválido',
    });
    expect((await listar({}, visitante)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/Admin/Objeto', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/Admin/Objeto/Export (spec call)', () => {
  beforeEach(async () => {
    await t.db.execute(sql`delete from exportacao`);
    await marcarAuditoria();
  });
  const pedir = (query: string, user: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/Admin/Objeto/Export${query}`, headers: user.auth });
  const jobs = async () =>
    (await linhas<{ n: number }>(sql`select count(*)::int as n from exportacao`))[0]!.n;

  it('answers the job id; the same filters again (any order, a retry) give the same job', async () => {
    const a = await pedir('?uf=SP&filtro=todos');
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ id: expect.any(Number), status: 'pendente', nomeArquivo: null });
    const b = await pedir('?filtro=todos&uf=SP&page=3');
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(await jobs()).toBe(1);
    const outra = await pedir('?uf=RJ');
    expect(outra.json().data.id).not.toBe(a.json().data.id);
    expect(await jobs()).toBe(2);
    // Another administrator gets a job of their own.
    const colega = await createUser(t, { role: 'administrador' });
    expect((await pedir('?uf=SP', colega)).json().data.id).not.toBe(a.json().data.id);
    expect((await auditoria('objetos.exportar')).length).toBe(3);
  });

  it('makes one job for concurrent calls, and follows it to the file', async () => {
    const respostas = await Promise.all(Array.from({ length: 5 }, () => pedir('?uf=SP')));
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(respostas.map((r) => r.json().data.id)).size).toBe(1);
    expect(await jobs()).toBe(1);
    await t.app.exportacoes.processarPendentes();
    const pronto = (await pedir('?uf=SP')).json().data;
    expect(pronto).toMatchObject({ status: 'pronto', processadas: 2, total: 2 });
    const arquivo = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/Export/${pronto.id}/arquivo`,
      headers: admin.auth,
    });
    expect(arquivo.statusCode).toBe(200);
  });

  it('queues a failed job again instead of answering the failure', async () => {
    const { id } = (await pedir('?uf=SP')).json().data;
    await t.db.execute(
      sql`update exportacao set status = 'erro', erro = 'x', tentativas = 3 where id = ${id}`,
    );
    const de_novo = (await pedir('?uf=SP')).json().data;
    expect(de_novo).toMatchObject({ id, status: 'pendente' });
    expect(await jobs()).toBe(1);
  });

  it('a new time window or the POST makes a new job', async () => {
    const { id } = (await pedir('?uf=SP')).json().data;
    await t.db.execute(sql`update exportacao set chave = chave || '-antiga' where id = ${id}`);
    expect((await pedir('?uf=SP')).json().data.id).not.toBe(id);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Objeto/Export',
      headers: admin.auth,
      payload: { uf: 'SP' },
    });
    expect(post.statusCode).toBe(202);
    expect(await jobs()).toBe(3);
  });

  it('refuses bad filters without making a job, and hides the call from a visitante', async () => {
    const res = await pedir('?uf=XX&areaMin=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['areaMin', 'uf']);
    expect((await pedir('', visitante)).statusCode).toBe(404);
    expect(await jobs()).toBe(0);
  });
});

describe('GET /api/Admin/Objeto/:objetoId/:edicaoId (performance)', () => {
  beforeEach(marcarAuditoria);
  const ler = (objetoId: number, user: TestUser = admin, edicao = edicaoId) =>
    t.app.inject({ method: 'GET', url: `/api/Admin/Objeto/${objetoId}/${edicao}`, headers: user.auth });

  it("answers the owner's performance report and audits every read", async () => {
    const res = await ler(ids.centro);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.principios.map((p: { codigo: number }) => p.codigo)).toEqual([1, 2, 3, 4, 5]);
    expect(data.avaliacaoGeral).toMatchObject({ percentual: 40 });
    expect(data.unidade).toMatchObject({ nomeunidade: 'Centro', nome: 'Dona Ana' });
    const dono_ = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${ids.centro}/${edicaoId}`,
      headers: dono.auth,
    });
    expect(data).toEqual(dono_.json().data);
    await ler(ids.centro);
    const rows = await auditoria('relatorio.desempenho');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ alvo_usuario_id: dono.id, objeto_id: ids.centro });
  });

  it('answers 404 (and records nothing) for a unit without a finished Guia or a missing one', async () => {
    expect((await ler(ids.beira)).statusCode).toBe(404);
    expect((await ler(999_999)).statusCode).toBe(404);
    expect((await ler(ids.centro, admin, 999_999)).statusCode).toBe(404);
    expect(await auditoria('relatorio.desempenho')).toHaveLength(0);
  });

  it('refuses the read when the audit row cannot be written (503), and hides it from a visitante', async () => {
    expect((await ler(ids.centro, visitante)).statusCode).toBe(404);
    await t.db.execute(sql`alter table auditoria rename to auditoria_indisponivel`);
    try {
      const res = await ler(ids.centro);
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('Centro');
    } finally {
      await t.db.execute(sql`alter table auditoria_indisponivel rename to auditoria`);
    }
  });
});
