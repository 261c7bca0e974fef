import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linhas as linhasDe } from '../../db/linhas.ts';
import { atualizarResultadosDasUnidades } from '../../db/queries/objeto-resultado.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, questionarioRespondido, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let visitante: TestUser;
let dono: TestUser;
let edicaoId: number;
const ids: Record<string, number> = {};

const linhas = <T>(q: ReturnType<typeof sql>) => linhasDe<T>(t.db, q);

async function unidade(
  nome: string,
  uf: string,
  cidade: number,
  categoria: number,
  area: number | null,
  rebanho: number | null,
) {
  const [r] = await linhas<{ id: number }>(sql`
    insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade, area, rebanho)
    values (${dono.id}, ${categoria}, ${nome}, ${uf}, ${cidade}, ${area}, ${rebanho}) returning id`);
  return Number(r!.id);
}

/** A finished questionnaire with these per-principle aproveitamentos, and one answer of weight `peso` to the indicator. */
async function finalizado(
  objetoId: number,
  ps: number[],
  quando: string,
  indicador?: { id: number; nivelId: number },
) {
  const [q] = await linhas<{ id: number }>(sql`
    insert into questionario (objeto_id, edicao_id, usuario_id, finalizado, finalizado_em)
    values (${objetoId}, ${edicaoId}, ${dono.id}, true, ${quando}::timestamptz) returning id`);
  const qid = Number(q!.id);
  for (const [i, p] of ps.entries()) {
    await t.db.execute(sql`
      insert into resultado_principio (questionario_id, principio_codigo, total, respondidas, aplicaveis, potencial,
        avaliacao, aproveitamento, atendido, nao_atendido, nao_preenchido)
      values (${qid}, ${i + 1}, 10, 10, 10, 50, ${Math.floor(p / 2)}, ${p}, ${p}, ${100 - p}, 0)`);
  }
  if (indicador)
    await t.db.execute(sql`insert into resposta (questionario_id, indicador_id, nivel_id)
      values (${qid}, ${indicador.id}, ${indicador.nivelId})`);
  await atualizarResultadosDasUnidades(t.db, [objetoId]);
  return qid;
}

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

beforeAll(async () => {
  t = await buildTestApp();
  [admin, visitante, dono] = await Promise.all([
    createUser(t, { role: 'administrador' }),
    createUser(t),
    createUser(t, { nome: 'Dona Ana' }),
  ]);
  const [e] = await linhas<{ id: number }>(
    sql`select id from edicao where disponivel order by ano desc limit 1`,
  );
  edicaoId = Number(e!.id);
  // An indicator of the edition with its levels of weight 1 and 5.
  const niveis = await linhas<{ indicador_id: number; id: number; peso: number }>(sql`
    select n.indicador_id, n.id, n.peso from nivel n
     where n.indicador_id = (select i.id from indicador i join criterio c on c.id = i.criterio_id
                              join principio p on p.id = c.principio_id
                             where p.edicao_id = ${edicaoId}
                               and exists (select 1 from nivel a where a.indicador_id = i.id and a.peso = 1)
                               and exists (select 1 from nivel b where b.indicador_id = i.id and b.peso = 5)
                             order by i.id limit 1)
       and n.peso in (1, 5)`);
  const indicadorId = Number(niveis[0]!.indicador_id);
  const nivel = (peso: number) => ({
    id: indicadorId,
    nivelId: Number(niveis.find((n) => n.peso === peso)!.id),
  });
  ids.indicador = indicadorId;

  ids.saoJoao = await unidade('São João', 'SP', 3550308, 3, null, null);
  await finalizado(ids.saoJoao, [10, 20, 30, 40, 50], '2025-01-10T12:00:00Z', nivel(1));
  await finalizado(ids.saoJoao, [50, 60, 70, 80, 95], '2026-03-10T12:00:00Z', nivel(5));
  ids.hyperlink = await unidade('=HYPERLINK("http://x")', 'MT', 5103403, 6, 1000, 300);
  await finalizado(ids.hyperlink, [5, 5, 5, 5, 5], '2026-02-01T12:00:00Z', nivel(1));
  ids.sitio = await unidade('Sítio Alegre', 'MT', 5103403, 3, 50, 20000);
  await t.db.execute(sql`update objeto set criado_em = now() - interval '2 years' where id = ${ids.sitio}`);
  ids.joao = await unidade('Joao Pequeno', 'SP', 3550308, 3, 10, null);
  await t.db.execute(sql`insert into questionario (objeto_id, edicao_id, usuario_id)
    values (${ids.joao}, ${edicaoId}, ${dono.id})`);
  // Finished through the API: the latest result is written in the finishing transaction.
  const pronto = await questionarioRespondido(t, dono, edicaoId, 'Açougue Pronto');
  ids.pronto = pronto.objetoId;
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: dono.auth,
    payload: { objeto_id: pronto.objetoId, guia_id: edicaoId, questionario_id: pronto.questionarioId },
  });
  expect(fim.statusCode, fim.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

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

describe('export', () => {
  async function exportar(body: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Objeto/Export',
      headers: admin.auth,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().data.id as number;
  }
  const status = async (id: number, user = admin) =>
    t.app.inject({ method: 'GET', url: `/api/Admin/Objeto/Export/${id}`, headers: user.auth });

  it('queues a job, processes it, and serves the xlsx with neutralised formulas', async () => {
    // The list's current order: by name, descending.
    const id = await exportar({ uf: 'MT', sort: 'nomeunidade', order: 'desc' });
    expect((await status(id)).json().data).toEqual({
      id,
      status: 'pendente',
      processadas: 0,
      total: null,
      nomeArquivo: null,
    });
    await t.app.exportacoes.processarPendentes();
    const pronto = (await status(id)).json().data;
    expect(pronto).toMatchObject({ id, status: 'pronto', processadas: 2, total: 2 });
    expect(pronto.nomeArquivo).toMatch(/^unidades-\d{4}-\d{2}-\d{2}-\d+\.xlsx$/);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/Export/${id}/arquivo`,
      headers: admin.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${pronto.nomeArquivo}"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(3);
    // Principles named in the titles, after the current edition's principles.
    expect(rows[0]!.slice(1)).toEqual([
      'Unidade',
      'Dono',
      'E-mail',
      'Categoria',
      'UF',
      'Município',
      'Área (ha)',
      'Rebanho (cabeças)',
      'Situação',
      'Data de finalização',
      'Gestão (%)',
      'Comunidades (%)',
      'Trabalhadores (%)',
      'Meio Ambiente (%)',
      'Cadeia de Valor (%)',
      'Total (%) do último Guia',
    ]);
    // Sorted as on screen (name descending): 'Sítio Alegre' before '=HYPERLINK…'.
    expect(rows[1]![1]).toBe('Sítio Alegre');
    const [categoria6] = await linhas<{ titulo: string }>(sql`select titulo from categoria where id = 6`);
    expect(rows[2]!.slice(1)).toEqual([
      `'=HYPERLINK("http://x")`,
      'Dona Ana',
      dono.email,
      categoria6!.titulo,
      'MT',
      'Cuiabá',
      1000,
      300,
      'Completo',
      new Date('2026-02-01T00:00:00.000Z'),
      5,
      5,
      5,
      5,
      5,
      5,
    ]);
    // A real date cell in a pt-BR format, a frozen header with a filter, and set widths.
    const data = sheet.getRow(3).getCell(10);
    expect(data.type).toBe(ExcelJS.ValueType.Date);
    expect(data.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:P1');
    expect(sheet.getColumn(1).width).toBe(36);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });

    const audit = await linhas<{
      acao: string;
      detalhes: { exportacaoId: number; filtros?: { uf: string } };
    }>(
      sql`select acao, detalhes from auditoria where ator_id = ${admin.id} and acao like 'objetos.%' order by id`,
    );
    expect(audit.map((a) => a.acao)).toEqual(['objetos.exportar', 'objetos.exportacao.baixar']);
    expect(audit[0]!.detalhes).toMatchObject({ exportacaoId: id, filtros: { uf: 'MT' } });
  });

  it('exports every page, not just 50 units', async () => {
    await t.db.execute(sql`
      insert into objeto (usuario_id, categoria_id, nomeunidade, uf, cidade)
      select ${dono.id}, 3, 'Lote ' || g, 'GO', 5208707 from generate_series(1, 120) g`);
    const id = await exportar({ uf: 'GO', q: 'lote' });
    await t.app.exportacoes.processarPendentes();
    expect((await status(id)).json().data).toMatchObject({ status: 'pronto', processadas: 120, total: 120 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/Export/${id}/arquivo`,
      headers: admin.auth,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.actualRowCount).toBe(121);
  });

  it('takes over a job whose lease expired, and purges jobs older than 7 days', async () => {
    const id = await exportar({ uf: 'SP' });
    await t.db.execute(sql`update exportacao set status = 'processando', tentativas = 1,
      lease_ate = now() - interval '1 minute' where id = ${id}`);
    await t.app.exportacoes.processarPendentes();
    expect((await status(id)).json().data).toMatchObject({ status: 'pronto', total: 3 });
    const [row] = await linhas<{ arquivo: string }>(sql`select arquivo from exportacao where id = ${id}`);
    await t.db.execute(sql`update exportacao set criado_em = now() - interval '8 days' where id = ${id}`);
    await t.app.exportacoes.processarPendentes();
    expect((await status(id)).statusCode).toBe(404);
    expect(await t.fileStore.get(row!.arquivo)).toBeNull();
  });

  it('a queued job is taken by the scheduler at its next tick (the call nudges the worker job)', async () => {
    const id = await exportar({ uf: 'MT' });
    await t.app.scheduler.tick();
    expect((await status(id)).json().data).toMatchObject({ id, status: 'pronto', processadas: 2 });
  });

  it('refuses a visitante and a file that is not ready; validates the filters', async () => {
    const id = await exportar({});
    expect((await status(id, visitante)).statusCode).toBe(404);
    const naoPronto = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/Export/${id}/arquivo`,
      headers: admin.auth,
    });
    expect(naoPronto.statusCode).toBe(404);
    await t.app.exportacoes.processarPendentes();
    const visit = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Objeto/Export/${id}/arquivo`,
      headers: visitante.auth,
    });
    expect(visit.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Objeto/Export',
      headers: admin.auth,
      payload: { filtro: 'evolucao-indicador' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ indicador: 'Escolha o indicador' });
  });
});
