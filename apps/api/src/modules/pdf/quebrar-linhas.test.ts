import { describe, expect, it } from 'vitest';
import { quebrarEmLinhas } from './quebrar-linhas.ts';

/** One unit per character: the widths below are counted by hand. */
const porLetra = (s: string) => s.length;

describe('quebrarEmLinhas', () => {
  it('keeps a text that fits on one line', () => {
    expect(quebrarEmLinhas('Cartilha de boas práticas', 30, porLetra)).toEqual(['Cartilha de boas práticas']);
  });

  it('moves a word that fits a line of its own to the next line whole', () => {
    expect(quebrarEmLinhas('Manual de publicações técnicas', 14, porLetra)).toEqual([
      'Manual de',
      'publicações',
      'técnicas',
    ]);
  });

  it("breaks a word wider than the line between its syllables with a hyphen, never as 'publicaçõe s'", () => {
    // pu-bli-ca-ções: 'publi-' is the longest head that fits in 7.
    expect(quebrarEmLinhas('publicações', 7, porLetra)).toEqual(['publi-', 'cações']);
    // The head fills the rest of the current line when a syllable fits there.
    expect(quebrarEmLinhas('de sustentabilidade', 12, porLetra)).toEqual(['de sustenta-', 'bilidade']);
  });

  it('breaks after a hyphen already in the word without adding another', () => {
    expect(quebrarEmLinhas('bem-estar', 5, porLetra)).toEqual(['bem-', 'estar']);
  });

  it('breaks an address after its slashes, without adding hyphens there', () => {
    expect(quebrarEmLinhas('Veja https://exemplo.com.br/manual/', 12, porLetra)).toEqual([
      'Veja https:/',
      '/exem-',
      'plo.com.br/',
      'manual/',
    ]);
  });

  it('cuts by characters only when not even a syllable fits the line', () => {
    expect(quebrarEmLinhas('XKCDQWRTZP', 4, porLetra)).toEqual(['XKCD', 'QWRT', 'ZP']);
  });

  it('keeps line breaks of the text and ignores soft hyphens already in it', () => {
    expect(quebrarEmLinhas('Nível 3\n\npu\u00ADbli\u00ADca\u00ADções', 20, porLetra)).toEqual([
      'Nível 3',
      '',
      'publicações',
    ]);
  });
});
