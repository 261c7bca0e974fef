import { colors } from '@guia/shared';
import { type Documento, garantirEspaco, LARGURA_UTIL, PAGINA } from './pdf-document.ts';
import { quebrarEmLinhas } from './quebrar-linhas.ts';

export interface Coluna {
  titulo: string;
  /** Share of the usable width (the shares add up to 1). */
  largura: number;
}

/** A paragraph of a cell; with `link` it is a clickable link to that address. */
export interface Trecho {
  texto: string;
  link?: string;
}

export interface Celula {
  /** The text, or paragraphs each starting on a new line (the support materials, one link each). */
  texto: string | readonly Trecho[];
  cor?: string;
  negrito?: boolean;
}

interface Linha {
  texto: string;
  link?: string;
}

const PADDING = 4;
const TAMANHO = 8.5;

/** A table that wraps its cells (hyphenating long words) and repeats its header on every new page. */
export function desenharTabela(
  doc: Documento,
  colunas: readonly Coluna[],
  linhas: readonly (readonly Celula[])[],
) {
  const larguras = colunas.map((c) => c.largura * LARGURA_UTIL);
  const fonte = (c: Celula) => doc.font(c.negrito ? 'negrito' : 'regular').fontSize(TAMANHO);
  const linhasDa = (c: Celula, i: number): Linha[] => {
    fonte(c);
    const largura = larguras[i]! - 2 * PADDING;
    const trechos: readonly Trecho[] = typeof c.texto === 'string' ? [{ texto: c.texto }] : c.texto;
    return trechos.flatMap((t) =>
      quebrarEmLinhas(t.texto, largura, (s) => doc.widthOfString(s)).map((texto) => ({
        texto,
        link: t.link,
      })),
    );
  };
  const layout = (celulas: readonly Celula[]) => {
    const porCelula = celulas.map(linhasDa);
    const altura =
      Math.max(
        ...celulas.map((c, i) => {
          fonte(c);
          return porCelula[i]!.length * doc.currentLineHeight(true);
        }),
      ) +
      2 * PADDING;
    return { porCelula, altura };
  };

  const cabecalho = () => {
    const celulas = colunas.map((c) => ({ texto: c.titulo, negrito: true }));
    const { porCelula, altura } = layout(celulas);
    garantirEspaco(doc, altura + 20);
    const y = doc.y;
    doc.save();
    doc.rect(PAGINA.margem, y, LARGURA_UTIL, altura).fill(colors.background);
    doc.restore();
    escreverLinha(celulas, porCelula, y, altura);
    doc.y = y + altura;
  };

  const escreverLinha = (
    celulas: readonly Celula[],
    porCelula: readonly Linha[][],
    y: number,
    altura: number,
  ) => {
    let x = PAGINA.margem;
    celulas.forEach((c, i) => {
      fonte(c);
      const alturaLinha = doc.currentLineHeight(true);
      porCelula[i]!.forEach((linha, n) => {
        doc
          .fillColor(c.cor ?? (linha.link ? colors.primaryDark : colors.text))
          .text(linha.texto, x + PADDING, y + PADDING + n * alturaLinha, {
            lineBreak: false,
            ...(linha.link ? { link: linha.link, underline: true } : {}),
          });
      });
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
    const { porCelula, altura } = layout(linha);
    if (doc.y + altura > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      cabecalho();
    }
    const y = doc.y;
    escreverLinha(linha, porCelula, y, altura);
    doc.x = PAGINA.margem;
    doc.y = y + altura;
  }
  doc.font('regular').fontSize(10).fillColor(colors.text);
  doc.x = PAGINA.margem;
  doc.moveDown(0.5);
}
