import { describe, expect, it } from 'vitest';
import {
  type EntradaSigilo,
  type IndicadorContado,
  type PrincipioContado,
  sigiloDosPlanos,
} from './planos-sigilo.ts';

// The floor is 3 producers. Worked examples of the primary rule (under the floor) and of the
// secondary one (what a shown parent minus its shown children would give back).

const p = (codigo: number, itens: number, donos: number, donosIndicadoresAbaixo = 0): PrincipioContado => ({
  codigo,
  itens,
  donos,
  donosIndicadoresAbaixo,
});
const i = (linhagem: string, principio: number, itens: number, donos: number): IndicadorContado => ({
  linhagem,
  principio,
  itens,
  donos,
});

function entrada(patch: Partial<EntradaSigilo>): EntradaSigilo {
  return { min: 3, donosTotal: 10, donosPrincipiosAbaixo: 0, principios: [], indicadores: [], ...patch };
}

describe('sigiloDosPlanos', () => {
  it('hides everything under the floor, 0 included', () => {
    const s = sigiloDosPlanos(
      entrada({
        donosTotal: 2,
        donosPrincipiosAbaixo: 2,
        principios: [p(1, 4, 2, 2), p(2, 0, 0)],
        indicadores: [i('a', 1, 4, 2), i('b', 2, 0, 0)],
      }),
    );
    expect(s.resumoOculto).toBe(true);
    expect([...s.principiosOcultos]).toEqual([1, 2]);
    expect([...s.indicadoresOcultos]).toEqual(['a', 'b']);
  });

  it('shows every figure at the floor when nothing below it can be worked out', () => {
    const s = sigiloDosPlanos(
      entrada({
        donosTotal: 3,
        principios: [p(1, 6, 3), p(2, 3, 3)],
        indicadores: [i('a', 1, 3, 3), i('b', 1, 3, 3), i('c', 2, 3, 3)],
      }),
    );
    expect(s.resumoOculto).toBe(false);
    expect(s.principiosOcultos.size).toBe(0);
    expect(s.indicadoresOcultos.size).toBe(0);
  });

  it("hides a principle's smallest shown indicator when its hidden ones span 1-2 producers", () => {
    // P1 = 9 items: a (5, 4 owners) + b (3, 3 owners) + c (1, 1 owner). Without the second hiding,
    // 9 - 5 - 3 would give c's 1 back.
    const s = sigiloDosPlanos(
      entrada({
        principios: [p(1, 9, 5, 1)],
        indicadores: [i('a', 1, 5, 4), i('b', 1, 3, 3), i('c', 1, 1, 1)],
      }),
    );
    expect([...s.indicadoresOcultos].sort()).toEqual(['b', 'c']);
    expect(s.principiosOcultos.size).toBe(0);
  });

  it('needs no second hiding when the hidden indicators together span the floor', () => {
    const s = sigiloDosPlanos(
      entrada({
        principios: [p(1, 9, 6, 3)],
        indicadores: [i('a', 1, 5, 4), i('c', 1, 2, 2), i('d', 1, 2, 2)],
      }),
    );
    expect([...s.indicadoresOcultos].sort()).toEqual(['c', 'd']);
  });

  it('hides the smallest shown principle when the hidden ones span 1-2 producers, and one of its indicators', () => {
    // Total 18 items; P2 (2 items, 1 owner) is under the floor: total - P1 - P3 would give it back.
    const s = sigiloDosPlanos(
      entrada({
        donosTotal: 6,
        donosPrincipiosAbaixo: 1,
        principios: [p(1, 9, 4), p(2, 2, 1, 1), p(3, 7, 3)],
        indicadores: [i('a', 1, 9, 4), i('b', 2, 2, 1), i('c', 3, 3, 3), i('d', 3, 4, 3)],
      }),
    );
    expect([...s.principiosOcultos].sort()).toEqual([2, 3]);
    // P3 hidden, but c + d = P3: one of them goes too, or P3 (and so P2) comes back.
    expect([...s.indicadoresOcultos].sort()).toEqual(['b', 'c']);
  });

  it('leaves a hidden principle alone when the others hide nothing', () => {
    const s = sigiloDosPlanos(
      entrada({
        donosTotal: 6,
        principios: [p(1, 6, 4), p(2, 0, 0), p(3, 4, 3)],
        indicadores: [i('a', 1, 6, 4), i('c', 3, 4, 3)],
      }),
    );
    expect([...s.principiosOcultos]).toEqual([2]);
    expect(s.indicadoresOcultos.size).toBe(0);
  });
});
