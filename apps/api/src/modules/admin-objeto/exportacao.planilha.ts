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

const DIA_SP = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * The São Paulo calendar day of `d`, as a Date at that day's UTC midnight (a spreadsheet date has no
 * zone: exceljs writes the UTC day), cached per UTC hour (every offset of that zone since 1914 is a
 * whole number of hours, so one hour has one local date): 100,000 rows compute a few thousand dates.
 */
const datasPorHora = new Map<number, Date>();
export function diaEmSaoPaulo(d: Date): Date {
  const hora = Math.floor(d.getTime() / 3_600_000);
  let dia = datasPorHora.get(hora);
  if (dia === undefined) {
    dia = new Date(`${DIA_SP.format(d)}T00:00:00.000Z`);
    if (datasPorHora.size > 50_000) datasPorHora.clear();
    datasPorHora.set(hora, dia);
  }
  return dia;
}

/** One column of the export: its title, width (characters) and, for numbers and dates, its format. */
interface Coluna {
  titulo: string;
  largura: number;
  formato?: string;
}

/**
 * The columns: `principios` are the titles of principles 1..5 (the current edition's), each column
 * named after its principle.
 */
export function colunas(produto: string, principios: readonly string[]): Coluna[] {
  return [
    { titulo: 'Unidade', largura: 36 },
    { titulo: 'Dono', largura: 28 },
    { titulo: 'E-mail', largura: 32 },
    { titulo: 'Categoria', largura: 22 },
    { titulo: 'UF', largura: 6 },
    { titulo: 'Município', largura: 24 },
    { titulo: 'Área (ha)', largura: 12, formato: '#,##0.00' },
    { titulo: 'Rebanho (cabeças)', largura: 14, formato: '#,##0' },
    { titulo: 'Situação', largura: 14 },
    { titulo: 'Data de finalização', largura: 14, formato: 'dd/mm/yyyy' },
    ...[0, 1, 2, 3, 4].map((i) => ({ titulo: `${principios[i] ?? `Princípio ${i + 1}`} (%)`, largura: 16 })),
    { titulo: `Total (%) do último ${produto}`, largura: 16 },
  ];
}

export function cabecalho(produto: string, principios: readonly string[] = []): string[] {
  return colunas(produto, principios).map((c) => c.titulo);
}

function rotuloStatus(status: StatusObjeto, produto: string): string {
  if (status === 'completo') return 'Completo';
  if (status === 'incompleto') return 'Incompleto';
  return `Sem ${produto}`;
}

export function linhaDaPlanilha(l: LinhaObjeto, produto: string): (string | number | Date | null)[] {
  return [
    celulaSegura(l.nomeunidade),
    celulaSegura(l.dono.nome),
    celulaSegura(l.dono.email),
    celulaSegura(l.categoria.titulo),
    l.uf,
    celulaSegura(l.municipio),
    l.area,
    l.rebanho,
    rotuloStatus(l.status, produto),
    l.finalizadoEm ? diaEmSaoPaulo(l.finalizadoEm) : null,
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
  opcoes: {
    produto: string;
    /** Titles of principles 1..5, for the column titles. */
    principios?: readonly string[];
    fileStore: FileStore;
    chave: string;
    aposLote: (n: number) => Promise<void>;
  },
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'guia-export-'));
  const arquivo = path.join(dir, 'unidades.xlsx');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: arquivo,
      // Styles carry the column formats (dates, numbers) and the bold header: a few shared styles.
      useStyles: true,
      useSharedStrings: false,
      // Fast deflate: the default level costs more time than the sheet's XML takes to build.
      zip: { zlib: { level: 1 } },
    });
    const defs = colunas(opcoes.produto, opcoes.principios ?? []);
    // The header stays in view while scrolling, and carries the filter buttons.
    const sheet = workbook.addWorksheet('Unidades', {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: defs.length } };
    sheet.columns = defs.map((c) => ({
      width: c.largura,
      style: c.formato ? { numFmt: c.formato } : {},
    }));
    const titulo = sheet.addRow(defs.map((c) => c.titulo));
    titulo.font = { bold: true };
    titulo.alignment = { vertical: 'middle', wrapText: true };
    titulo.commit();
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
