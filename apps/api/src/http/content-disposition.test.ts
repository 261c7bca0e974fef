import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('is an attachment by default, with the plain name twice', () => {
    expect(contentDisposition('cartilha-4.pdf')).toBe(
      `attachment; filename="cartilha-4.pdf"; filename*=UTF-8''cartilha-4.pdf`,
    );
    expect(contentDisposition('a.pdf', { disposicao: 'inline' })).toBe(
      `inline; filename="a.pdf"; filename*=UTF-8''a.pdf`,
    );
  });

  it('drops accents in the fallback and keeps them, encoded, in filename*', () => {
    expect(contentDisposition('Relatório ação.pdf')).toBe(
      `attachment; filename="Relatorio acao.pdf"; filename*=UTF-8''Relat%C3%B3rio%20a%C3%A7%C3%A3o.pdf`,
    );
  });

  it('never lets a quote, a backslash, a slash, a semicolon or a percent sign out of the quotes', () => {
    expect(contentDisposition(`a"b\\c/d;e%f'(g)*.pdf`)).toBe(
      `attachment; filename="a_b_c_d_e_f'(g)*.pdf"; filename*=UTF-8''a%22b%5Cc%2Fd%3Be%25f%27%28g%29%2A.pdf`,
    );
  });

  it('turns CR, LF and other control characters into _ (no header injection)', () => {
    const h = contentDisposition('Cartilha "Gestão"\r\nX-Evil: 1.pdf');
    expect(h).toBe(
      `attachment; filename="Cartilha _Gestao___X-Evil: 1.pdf"; filename*=UTF-8''Cartilha%20%22Gest%C3%A3o%22%0D%0AX-Evil%3A%201.pdf`,
    );
    expect(h).not.toMatch(/[\r\n]/);
    expect(contentDisposition('a\tb\u0000c\u007f.pdf', { somenteAscii: true })).toBe(
      'attachment; filename="a_b_c_.pdf"',
    );
  });

  it('falls back to the default name when nothing printable is left', () => {
    expect(contentDisposition('  ', { padrao: 'evidencia' })).toBe(
      `attachment; filename="evidencia"; filename*=UTF-8''%20%20`,
    );
    expect(contentDisposition('漢字')).toMatch(/^attachment; filename="__"; /);
    expect(contentDisposition('', { padrao: 'material' })).toBe(
      `attachment; filename="material"; filename*=UTF-8''`,
    );
  });

  it('leaves out filename* for a name the server built in ASCII, as the PDF and export routes answer', () => {
    expect(
      contentDisposition('desempenho-acougue-2026.pdf', { disposicao: 'inline', somenteAscii: true }),
    ).toBe('inline; filename="desempenho-acougue-2026.pdf"');
    expect(contentDisposition('unidades-2026-11-27-3.xlsx', { somenteAscii: true })).toBe(
      'attachment; filename="unidades-2026-11-27-3.xlsx"',
    );
  });
});
