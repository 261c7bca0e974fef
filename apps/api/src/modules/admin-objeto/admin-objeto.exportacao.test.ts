import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { linhas, montarUnidades } from './admin-objeto.test-helpers.ts';

let t: TestApp;
let admin: TestUser;
let visitante: TestUser;
let dono: TestUser;

beforeAll(async () => {
  ({ t, admin, visitante, dono } = await montarUnidades());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

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

describe('export', () => {
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
    const [categoria6] = await linhas<{ titulo: string }>(t, sql`select titulo from categoria where id = 6`);
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
      t,
      sql`select acao, detalhes from auditoria where ator_id = ${admin.id} and acao like 'objetos.%' order by id`,
    );
    expect(audit.map((a) => a.acao)).toEqual(['objetos.exportar', 'objetos.exportacao.baixar']);
    expect(audit[0]!.detalhes).toMatchObject({ exportacaoId: id, filtros: { uf: 'MT' } });
  });
});

describe('export', () => {
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
    const [row] = await linhas<{ arquivo: string }>(t, sql`select arquivo from exportacao where id = ${id}`);
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
