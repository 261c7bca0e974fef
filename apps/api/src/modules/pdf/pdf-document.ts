import { createRequire } from 'node:module';
import { colors } from '@guia/shared';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Inter (the web app's typeface) as TrueType from @expo-google-fonts/inter (OFL-1.1): pdfkit needs
 * TTF/OTF, embeds only the glyphs used, and Portuguese accents extract as text.
 */
const FONTES = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  medio: require.resolve('@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf'),
  negrito: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
} as const;

export type Fonte = keyof typeof FONTES;
export type Documento = PDFKit.PDFDocument;

/** A4 in points, and the margins every PDF uses. */
export const PAGINA = { largura: 595.28, altura: 841.89, margem: 48, topoConteudo: 110 } as const;
export const LARGURA_UTIL = PAGINA.largura - 2 * PAGINA.margem;

export interface Cabecalho {
  /** Document title, e.g. 'Relatório de desempenho'. */
  titulo: string;
  /** Unit name. */
  unidade: string;
  /** 'Guia 2026'. */
  edicao: string;
}

/** Starts an A4 document with the fonts, the header on every page and the page numbers written at the end. */
export function criarDocumento(cabecalho: Cabecalho, autor: string): Documento {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: {
      top: PAGINA.topoConteudo,
      bottom: PAGINA.margem + 24,
      left: PAGINA.margem,
      right: PAGINA.margem,
    },
    info: { Title: `${cabecalho.titulo} - ${cabecalho.unidade}`, Author: autor, Creator: autor },
    lang: 'pt-BR',
    displayTitle: true,
  });
  for (const [nome, arquivo] of Object.entries(FONTES)) doc.registerFont(nome, arquivo);
  desenharCabecalho(doc, cabecalho);
  doc.on('pageAdded', () => desenharCabecalho(doc, cabecalho));
  doc.font('regular').fontSize(10).fillColor(colors.text);
  return doc;
}

function desenharCabecalho(doc: Documento, c: Cabecalho) {
  const { margem, largura } = PAGINA;
  const x = doc.x;
  const y = doc.y;
  doc.save();
  doc.rect(0, 0, largura, 6).fill(colors.primary);
  doc
    .font('negrito')
    .fontSize(16)
    .fillColor(colors.primaryDark)
    .text(c.titulo, margem, 32, { width: LARGURA_UTIL, lineBreak: false });
  doc.font('medio').fontSize(10).fillColor(colors.text).text(`${c.unidade} · ${c.edicao}`, margem, 56, {
    width: LARGURA_UTIL,
    lineBreak: false,
    ellipsis: true,
  });
  doc
    .moveTo(margem, 80)
    .lineTo(largura - margem, 80)
    .lineWidth(0.5)
    .strokeColor(colors.naoPreenchido)
    .stroke();
  doc.restore();
  doc.font('regular').fontSize(10).fillColor(colors.text);
  doc.x = x;
  doc.y = Math.max(y, PAGINA.topoConteudo);
}

/** Writes 'Página n de N' on every page, then finishes the document and returns its bytes. */
export function finalizarDocumento(doc: Documento): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const margemInferior = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.muted)
      .text(`Página ${i + 1} de ${count}`, PAGINA.margem, PAGINA.altura - PAGINA.margem, {
        width: LARGURA_UTIL,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margemInferior;
  }
  doc.end();
  return pronto;
}

/** Opens a new page when fewer than `altura` points are left above the bottom margin. */
export function garantirEspaco(doc: Documento, altura: number) {
  if (doc.y + altura > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A section title in the primary colour. */
export function tituloSecao(doc: Documento, texto: string, cor: string = colors.primaryDark) {
  garantirEspaco(doc, 40);
  doc.moveDown(0.6);
  doc.font('negrito').fontSize(13).fillColor(cor).text(texto, PAGINA.margem, doc.y, { width: LARGURA_UTIL });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(colors.text);
}

/** 'Rótulo: valor' lines, the label in bold. */
export function linhaRotulada(doc: Documento, rotulo: string, valor: string, largura = LARGURA_UTIL) {
  doc
    .font('negrito')
    .fillColor(colors.text)
    .text(`${rotulo}: `, { continued: true, width: largura })
    .font('regular')
    .text(valor);
}
