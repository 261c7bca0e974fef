import { ALFABETO_COMPROVANTE, normalizarCodigoComprovante } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { gerarCodigoComprovante } from './codigo-comprovante.ts';

describe('gerarCodigoComprovante', () => {
  it('gives 12 unambiguous characters grouped XXXX-XXXX-XXXX', () => {
    for (let i = 0; i < 200; i += 1) {
      const codigo = gerarCodigoComprovante();
      expect(codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(codigo).not.toMatch(/[01OIL]/);
      expect(normalizarCodigoComprovante(codigo)).toBe(codigo);
    }
  });

  it('discards bytes that would bias the alphabet', () => {
    // 255 is above the last multiple of 31 (248) and must be skipped; 0 maps to 'A', 30 to '9'.
    const bytes = [255, 0, 30, 249, ...Array(30).fill(1)];
    let pos = 0;
    const codigo = gerarCodigoComprovante((n) => {
      const fatia = Buffer.from(bytes.slice(pos, pos + n));
      pos += n;
      return fatia;
    });
    expect(codigo).toBe(`A${ALFABETO_COMPROVANTE[30]}BB-BBBB-BBBB`);
  });

  it('rarely repeats', () => {
    const codigos = new Set(Array.from({ length: 1000 }, () => gerarCodigoComprovante()));
    expect(codigos.size).toBe(1000);
  });
});

describe('normalizarCodigoComprovante', () => {
  it('accepts lower case and other separators', () => {
    expect(normalizarCodigoComprovante(' abcd efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
    expect(normalizarCodigoComprovante('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('refuses the wrong length or ambiguous characters', () => {
    expect(normalizarCodigoComprovante('ABCD-EFGH')).toBeNull();
    expect(normalizarCodigoComprovante('ABCD-EFGH-JKM0')).toBeNull();
    expect(normalizarCodigoComprovante('ABCD-EFGH-JKMI')).toBeNull();
  });
});
