import { describe, expect, it } from 'vitest';
import { repartirEm100 } from './repartir-em-100.ts';

describe('repartirEm100 (largest remainder)', () => {
  it.each([
    // 100/3 = 33.33 each: floors 33+33+33 = 99, equal remainders, the spare point goes to the first part.
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    // 33.33 and 66.67: floors 33+66 = 99; remainders 100%3 = 1 and 200%3 = 2, so the second part gains.
    [
      [1, 2],
      [33, 67],
    ],
    // 700/15 = 46 r10, 300/15 = 20 r0, 500/15 = 33 r5: floors add to 99, the largest remainder (first) gains.
    [
      [7, 3, 5],
      [47, 20, 33],
    ],
    // 100/7 = 14 r2 seven times: floors add to 98, two spare points go to the first two.
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    // Exact split 2/5, 2/5, 1/5: nothing to round.
    [
      [2, 2, 1],
      [40, 40, 20],
    ],
    // Nothing to split: all zeros, not NaN.
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [0, 5, 0],
      [0, 100, 0],
    ],
  ])('%j -> %j', (partes, esperado) => {
    const cotas = repartirEm100(partes);
    expect(cotas).toEqual(esperado);
  });

  it('always adds up to exactly 100 on awkward fractions', () => {
    for (let a = 0; a <= 12; a++) {
      for (let b = 0; b <= 12; b++) {
        for (let c = 1; c <= 12; c++) {
          expect(repartirEm100([a, b, c]).reduce((s, x) => s + x, 0)).toBe(100);
        }
      }
    }
  });

  it.each([[[-1, 2]], [[1.5, 2]], [[Number.NaN]]])('rejects %j', (partes) => {
    expect(() => repartirEm100(partes)).toThrow(RangeError);
  });
});
