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

/** A word in the pieces it may break between: its Portuguese syllables, and after a '-' or '/'. */
function pedacos(palavra: string): Pedaco[] {
  const resultado: Pedaco[] = [];
  for (const silaba of hyphenateSync(palavra).split(HIFEN_SUAVE)) {
    for (const parte of silaba.split(/(?<=[-/])/))
      resultado.push({ texto: parte, hifen: !/[-/]$/.test(parte) });
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
 * space in Inter, so the table cells are wrapped here and drawn line by line.
 */
export function quebrarEmLinhas(texto: string, largura: number, medir: (trecho: string) => number): string[] {
  const cabe = (trecho: string) => medir(trecho) <= largura;
  const linhas: string[] = [];
  for (const paragrafo of texto.replaceAll(HIFEN_SUAVE, '').split('\n')) {
    let linha = '';
    for (const palavra of paragrafo.split(/\s+/).filter(Boolean)) {
      let resto = palavra;
      while (resto) {
        const prefixo = linha ? `${linha} ` : '';
        if (cabe(prefixo + resto)) {
          linha = prefixo + resto;
          break;
        }
        // A word that fits a line of its own moves there whole: only longer words are hyphenated.
        if (linha && cabe(resto)) {
          linhas.push(linha);
          linha = '';
          continue;
        }
        const corte = cortar(resto, (cabeca) => cabe(prefixo + cabeca));
        if (corte) {
          linhas.push(prefixo + corte.escrita);
          linha = '';
          resto = corte.resto;
        } else if (linha) {
          linhas.push(linha);
          linha = '';
        } else {
          // Not one syllable fits an empty line (a very narrow column): cut by characters.
          let n = 1;
          while (n < resto.length && cabe(resto.slice(0, n + 1))) n += 1;
          linhas.push(resto.slice(0, n));
          resto = resto.slice(n);
        }
      }
    }
    linhas.push(linha);
  }
  return linhas;
}
