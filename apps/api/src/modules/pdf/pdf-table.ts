import { colors } from '@guia/shared';
import { type Documento, garantirEspaco, LARGURA_UTIL, PAGINA } from './pdf-document.ts';

export interface Coluna {
  titulo: string;
  /** Share of the usable width (the shares add up to 1). */
  largura: number;
}

export interface Celula {
  texto: string;
  cor?: string;
  negrito?: boolean;
}

const PADDING = 4;
const TAMANHO = 8.5;

/** A table that wraps its cells and repeats its header on every new page. */
export function desenharTabela(
  doc: Documento,
  colunas: readonly Coluna[],
  linhas: readonly (readonly Celula[])[],
) {
  const larguras = colunas.map((c) => c.largura * LARGURA_UTIL);
  const alturaDe = (celulas: readonly Celula[]) =>
    Math.max(
      ...celulas.map((c, i) => {
        doc.font(c.negrito ? 'negrito' : 'regular').fontSize(TAMANHO);
        return doc.heightOfString(c.texto || ' ', { width: larguras[i]! - 2 * PADDING });
      }),
    ) +
    2 * PADDING;

  const cabecalho = () => {
    const celulas = colunas.map((c) => ({ texto: c.titulo, negrito: true }));
    const altura = alturaDe(celulas);
    garantirEspaco(doc, altura + 20);
    const y = doc.y;
    doc.save();
    doc.rect(PAGINA.margem, y, LARGURA_UTIL, altura).fill(colors.background);
    doc.restore();
    escreverLinha(celulas, y, altura);
    doc.y = y + altura;
  };

  const escreverLinha = (celulas: readonly Celula[], y: number, altura: number) => {
    let x = PAGINA.margem;
    celulas.forEach((c, i) => {
      doc
        .font(c.negrito ? 'negrito' : 'regular')
        .fontSize(TAMANHO)
        .fillColor(c.cor ?? colors.text)
        .text(c.texto, x + PADDING, y + PADDING, { width: larguras[i]! - 2 * PADDING });
      x += larguras[i]!;
    });
    doc
      .moveTo(PAGINA.margem, y + altura)
      .lineTo(PAGINA.margem + LARGURA_UTIL, y + altura)
      .lineWidth(0.4)
      .strokeColor(colors.naoPreenchido)
      .stroke();
  };

  cabecalho();
  for (const linha of linhas) {
    const altura = alturaDe(linha);
    if (doc.y + altura > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      cabecalho();
    }
    const y = doc.y;
    escreverLinha(linha, y, altura);
    doc.x = PAGINA.margem;
    doc.y = y + altura;
  }
  doc.font('regular').fontSize(10).fillColor(colors.text);
  doc.x = PAGINA.margem;
  doc.moveDown(0.5);
}
