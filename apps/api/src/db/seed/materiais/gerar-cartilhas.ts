import { mkdir, writeFile } from 'node:fs/promises';
import { colors } from '@guia/shared';
import {
  criarDocumento,
  finalizarDocumento,
  LARGURA_UTIL,
  PAGINA,
  tituloSecao,
} from '../../../modules/pdf/pdf-document.ts';
import { CARTILHAS, type Cartilha } from './cartilhas.ts';

/** Lays out one guide as an A4 PDF with the reports' fonts and header. */
export async function gerarCartilhaPdf(c: Cartilha): Promise<Buffer> {
  const doc = criarDocumento({ titulo: c.titulo, unidade: 'Materiais de apoio', edicao: 'Guia' }, 'Guia');
  doc.font('medio').fontSize(11).text(c.introducao, PAGINA.margem, doc.y, { width: LARGURA_UTIL });
  for (const secao of c.secoes) {
    tituloSecao(doc, secao.titulo);
    for (const p of secao.paragrafos) {
      doc.text(p, { width: LARGURA_UTIL, align: 'justify' });
      doc.moveDown(0.5);
    }
  }
  if (c.fontes.length > 0) {
    tituloSecao(doc, 'Para saber mais');
    for (const f of c.fontes) {
      doc.font('negrito').fillColor(colors.text).text(f.titulo, { width: LARGURA_UTIL });
      doc
        .font('regular')
        .fillColor(colors.primaryDark)
        .text(f.url, { width: LARGURA_UTIL, link: f.url, underline: true });
      doc.moveDown(0.3);
    }
  }
  return finalizarDocumento(doc);
}

/** Writes every guide's PDF beside this file (run after editing cartilhas.ts; the PDFs are committed). */
async function main() {
  const pasta = new URL('./pdf/', import.meta.url);
  await mkdir(pasta, { recursive: true });
  for (const c of CARTILHAS) {
    await writeFile(new URL(c.arquivo, pasta), await gerarCartilhaPdf(c));
    console.log(`${c.arquivo} gravado`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
