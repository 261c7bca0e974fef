import { describe, expect, it } from 'vitest';
import { escreverNumeroBr, lerNumeroBr, MENSAGENS_NUMERO } from './numero-br.ts';

const area = { casasDecimais: 2 };
const inteiro = { casasDecimais: 0 };

describe('lerNumeroBr', () => {
  it.each([
    ['1250,5', area, 1250.5],
    ['1.250,5', area, 1250.5],
    ['1.250,55', area, 1250.55],
    ['1.250', area, 1250],
    ['1.250.000', area, 1_250_000],
    ['1250', area, 1250],
    ['0,5', area, 0.5],
    ['  12,75 ', area, 12.75],
    ['-3', inteiro, -3],
    ['3.400', inteiro, 3400],
    ['0', inteiro, 0],
  ])('reads %j as %s', (texto, regra, valor) => {
    expect(lerNumeroBr(texto, regra)).toEqual({ ok: true, valor });
  });

  it.each([
    // A dot that does not group three digits: an English decimal point or a typo. Never guessed.
    ['1250.5', area, MENSAGENS_NUMERO.ambiguo],
    ['1.25', area, MENSAGENS_NUMERO.ambiguo],
    ['12.50', area, MENSAGENS_NUMERO.ambiguo],
    ['1250.55', inteiro, MENSAGENS_NUMERO.ambiguo],
    ['1.2.3', area, MENSAGENS_NUMERO.ambiguo],
    ['12a', area, MENSAGENS_NUMERO.formato],
    ['abc', area, MENSAGENS_NUMERO.formato],
    ['1,2,3', area, MENSAGENS_NUMERO.formato],
    ['1,250.5', area, MENSAGENS_NUMERO.formato],
    ['1.250,5.1', area, MENSAGENS_NUMERO.formato],
    ['1 250', area, MENSAGENS_NUMERO.formato],
    [',5', area, MENSAGENS_NUMERO.formato],
    ['5,', area, MENSAGENS_NUMERO.formato],
    ['1e3', area, MENSAGENS_NUMERO.formato],
    ['12.3456,5', area, MENSAGENS_NUMERO.formato],
    // More decimals than kept: refused, not rounded.
    ['1,234', area, 'use no máximo 2 casas decimais'],
    ['12,5', inteiro, 'use um número inteiro, sem casas decimais'],
    ['', area, 'vazio'],
  ])('refuses %j', (texto, regra, erro) => {
    expect(lerNumeroBr(texto, regra)).toEqual({ ok: false, erro });
  });

  it('reads back what escreverNumeroBr writes', () => {
    for (const valor of [0, 0.5, 12.75, 1250.5, 1_250_000, 999_999_999.99]) {
      const texto = escreverNumeroBr(valor, 2);
      expect(lerNumeroBr(texto, area), texto).toEqual({ ok: true, valor });
    }
    expect(escreverNumeroBr(1250.5, 2)).toBe('1.250,5');
  });
});
