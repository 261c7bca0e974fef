import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StatusObjeto } from '@guia/shared';
import ExcelJS from 'exceljs';
import type { LinhaObjeto } from '../../db/queries/objetos.ts';
import type { FileStore } from '../../plugins/file-store.ts';

/**
 * A text a spreadsheet would read as a formula (= + - @, or a leading tab / carriage return) gets a
 * leading apostrophe, so opening the export never runs what a producer typed as a unit name.
 */
export function celulaSegura(valor: string): string {
  return /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
}

const DATA_BR = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * dd/mm/aaaa in São Paulo, cached per UTC hour (every offset of that zone since 1914 is a whole number of
 * hours, so one hour has one local date): 100,000 rows format a few thousand dates, not 100,000.
 */
const datasPorHora = new Map<number, string>();
function dataBr(d: Date): string {
  const hora = Math.floor(d.getTime() / 3_600_000);
  let s = datasPorHora.get(hora);
  if (s === undefined) {
    s = DATA_BR.format(d);
    if (datasPorHora.size > 50_000) datasPorHora.clear();
    datasPorHora.set(hora, s);
  }
  return s;
}

export function cabecalho(produto: string): string[] {
  return [
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
    'Princípio 1 (%)',
    'Princípio 2 (%)',
    'Princípio 3 (%)',
    'Princípio 4 (%)',
    'Princípio 5 (%)',
    `Total (%) do último ${produto}`,
  ];
}

function rotuloStatus(status: StatusObjeto, produto: string): string {
  if (status === 'completo') return 'Completo';
  if (status === 'incompleto') return 'Incompleto';
  return `Sem ${produto}`;
}

export function linhaDaPlanilha(l: LinhaObjeto, produto: string): (string | number | null)[] {
  return [
    celulaSegura(l.nomeunidade),
    celulaSegura(l.dono.nome),
    celulaSegura(l.dono.email),
    celulaSegura(l.categoria.descricao),
    l.uf,
    celulaSegura(l.municipio),
    l.area,
    l.rebanho,
    rotuloStatus(l.status, produto),
    l.finalizadoEm ? dataBr(l.finalizadoEm) : null,
    ...(l.principios ?? [null, null, null, null, null]),
    l.percentual,
  ];
}

/**
 * Writes the rows batch by batch to a streamed workbook in a temporary file (one batch in memory
 * at a time), then copies the file into the file store under `chave`.
 */
export async function escreverPlanilha(
  lotes: AsyncIterable<LinhaObjeto[]>,
  opcoes: { produto: string; fileStore: FileStore; chave: string; aposLote: (n: number) => Promise<void> },
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'guia-export-'));
  const arquivo = path.join(dir, 'unidades.xlsx');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: arquivo,
      useStyles: false,
      useSharedStrings: false,
      // Fast deflate: the default level costs more time than the sheet's XML takes to build.
      zip: { zlib: { level: 1 } },
    });
    const sheet = workbook.addWorksheet('Unidades');
    sheet.addRow(cabecalho(opcoes.produto)).commit();
    for await (const lote of lotes) {
      for (const l of lote) sheet.addRow(linhaDaPlanilha(l, opcoes.produto)).commit();
      await opcoes.aposLote(lote.length);
    }
    sheet.commit();
    await workbook.commit();

    const temp = await opcoes.fileStore.createTemp();
    for await (const chunk of createReadStream(arquivo)) await temp.write(chunk as Buffer);
    await temp.close();
    await opcoes.fileStore.move(temp.key, opcoes.chave);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
