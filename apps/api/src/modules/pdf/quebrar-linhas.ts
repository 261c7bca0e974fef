import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// A CommonJS module whose exports Node's ESM loader cannot name: loaded like the fonts.
const { hyphenateSync } = require('hyphen/pt') as typeof import('hyphen/pt');

const HIFEN_SUAVE = '\u00AD';

interface Pedaco {
  texto: string;
  /** A '-' is written when the line breaks after this piece (not after a hyphen or slash already there). */
  hifen: boolean;
}

// Reports repeat the same words (titles, level texts) row after row: hyphenate each once.
const silabadas = new Map<string, Pedaco[]>();
const MAXIMO_EM_CACHE = 5000;

/** A word in the pieces it may break between: its Portuguese syllables, and after a '-' or '/'. */
function pedacos(palavra: string): Pedaco[] {
  const guardado = silabadas.get(palavra);
  if (guardado) return guardado;
  if (silabadas.size >= MAXIMO_EM_CACHE) silabadas.clear();
  const resultado: Pedaco[] = [];
  silabadas.set(palavra, resultado);
  for (const silaba of hyphenateSync(palavra).split(HIFEN_SUAVE)) {
    for (const parte of silaba.split(/(?<=[-/])/)) {
      // 'site.br/' splits into 'site.br/' and '': an empty piece is no place to break.
      if (parte) resultado.push({ texto: parte, hifen: !/[-/]$/.test(parte) });
    }
  }
  return resultado;
}

/** The longest head of `palavra`, cut between pieces, that `cabe`; null when not even one piece does. */
function cortar(palavra: string, cabe: (cabeca: string) => boolean) {
  const partes = pedacos(palavra);
  for (let k = partes.length - 1; k >= 1; k -= 1) {
    const cabeca = partes
      .slice(0, k)
      .map((p) => p.texto)
      .join('');
    const escrita = partes[k - 1]!.hifen ? `${cabeca}-` : cabeca;
    if (cabe(escrita)) return { escrita, resto: palavra.slice(cabeca.length) };
  }
  return null;
}

/**
 * Wraps a text into lines no wider than `largura` (as `medir` measures them). A word wider than a
 * whole line is broken between syllables, with a visible hyphen. pdfkit's own wrapping cuts a long
 * word wherever the column ends ('publicaçõe s'), and draws a soft hyphen left inside a line as a
 * space in Inter, so the table cells are wrapped here and drawn line by line. Like pdfkit, a line's
 * width is the sum of its words' and spaces' widths, each word measured once.
 */
export function quebrarEmLinhas(texto: string, largura: number, medir: (trecho: string) => number): string[] {
  const medidas = new Map<string, number>();
  const w = (trecho: string) => {
    let m = medidas.get(trecho);
    if (m === undefined) {
      m = medir(trecho);
      medidas.set(trecho, m);
    }
    return m;
  };
  const espaco = w(' ');
  const linhas: string[] = [];
  for (const paragrafo of texto.replaceAll(HIFEN_SUAVE, '').split('\n')) {
    let linha = '';
    let larguraLinha = 0;
    // The width a word would take at the end of the current line.
    const cabeNaLinha = (palavra: string) => (linha ? larguraLinha + espaco : 0) + w(palavra) <= largura;
    for (const palavra of paragrafo.split(/\s+/).filter(Boolean)) {
      let resto = palavra;
      while (resto) {
        if (cabeNaLinha(resto)) {
          larguraLinha = (linha ? larguraLinha + espaco : 0) + w(resto);
          linha = linha ? `${linha} ${resto}` : resto;
          break;
        }
        // A word that fits a line of its own moves there whole: only longer words are hyphenated.
        if (linha && w(resto) <= largura) {
          linhas.push(linha);
          linha = '';
          larguraLinha = 0;
          continue;
        }
        const corte = cortar(resto, cabeNaLinha);
        if (corte) {
          linhas.push(linha ? `${linha} ${corte.escrita}` : corte.escrita);
          resto = corte.resto;
        } else if (linha) {
          linhas.push(linha);
        } else {
          // Not one syllable fits an empty line (a very narrow column): cut by characters.
          let n = 1;
          while (n < resto.length && w(resto.slice(0, n + 1)) <= largura) n += 1;
          linhas.push(resto.slice(0, n));
          resto = resto.slice(n);
        }
        linha = '';
        larguraLinha = 0;
      }
    }
    linhas.push(linha);
  }
  return linhas;
}
