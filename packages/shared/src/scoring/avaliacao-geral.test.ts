import { describe, expect, it } from 'vitest';
import { calcularAvaliacaoGeral, mediaDosPrincipios, percentualDosPontos } from './avaliacao-geral.ts';

describe('mediaDosPrincipios', () => {
  it.each([
    // 53+100+0+67+81 = 301, 301/5 = 60.2 -> 60.
    [[53, 100, 0, 67, 81], 60],
    // 99*4+98 = 494, 494/5 = 98.8 -> 98: truncated, never rounded up.
    [[99, 99, 99, 99, 98], 98],
    // An all-NA principle (aproveitamento 0) still counts: 400/5 = 80, not 100.
    [[100, 100, 100, 100, 0], 80],
    // Always over 5: a missing principle counts as 0, 100/5 = 20.
    [[100], 20],
    [[100, 100, 100, 100, 100], 100],
  ])('%j -> %i', (aproveitamentos, esperado) => {
    expect(mediaDosPrincipios(aproveitamentos)).toBe(esperado);
  });

  it('rejects more than five principles', () => {
    expect(() => mediaDosPrincipios([1, 2, 3, 4, 5, 6])).toThrow(RangeError);
  });
});

describe('calcularAvaliacaoGeral', () => {
  it('sums avaliacao and potencial and averages the truncated scores', () => {
    // avaliacao 8+0+10+2+0 = 20, potencial 15+0+10+5+0 = 30, percentual floor((53+0+100+40+0)/5 = 38.6) = 38.
    const principios = [
      { avaliacao: 8, potencial: 15, aproveitamento: 53 },
      { avaliacao: 0, potencial: 0, aproveitamento: 0 },
      { avaliacao: 10, potencial: 10, aproveitamento: 100 },
      { avaliacao: 2, potencial: 5, aproveitamento: 40 },
      { avaliacao: 0, potencial: 0, aproveitamento: 0 },
    ];
    expect(calcularAvaliacaoGeral(principios)).toEqual({
      totalAvaliacao: 20,
      totalPotencial: 30,
      percentual: 38,
    });
  });
});

describe('percentualDosPontos', () => {
  it.each([
    // 111/175 = 63.4 -> 63, while the same report's mean of the principles may read 65.
    [111, 175, 63],
    // 2/3 = 66.7 -> 66: truncated, never rounded up.
    [2, 3, 66],
    [45, 45, 100],
    // Nothing applicable: 0, not a division by zero.
    [0, 0, 0],
  ])('%i of %i -> %i', (avaliacao, potencial, esperado) => {
    expect(percentualDosPontos(avaliacao, potencial)).toBe(esperado);
  });
});
