import { describe, expect, it } from 'vitest';
import {
  calcularPrincipio,
  percentualPreenchimento,
  repartirPotencial,
  textoAplicaveis,
} from './principio.ts';

describe('calcularPrincipio', () => {
  it.each([
    {
      caso: 'NA and unanswered mixed',
      // total 4, respondidas 3 (NA counts as answered) -> percentual floor(300/4) = 75.
      // NA 1 -> aplicaveis 3 -> potencial 15 (the unanswered one still counts); avaliacao 3+0+5 = 8.
      // aproveitamento floor(800/15 = 53.33) = 53.
      // shares: atendido 8/15 = 53.33, naoAtendido (5*2-8)/15 = 13.33, naoPreenchido 5/15 = 33.33;
      // floors 53+13+33 = 99, remainders all 5/15: the tie goes to naoAtendido -> 53/14/33.
      pesos: [3, 0, null, 5],
      esperado: {
        total: 4,
        respondidas: 3,
        percentual: 75,
        naoAplicaveis: 1,
        aplicaveis: 3,
        potencial: 15,
        avaliacao: 8,
        aproveitamento: 53,
        aplicado: true,
        blocoPercentuais: { atendido: 53, naoAtendido: 14, naoPreenchido: 33 },
        blocoResultado: { potencial: 15, indicadores: 3, avaliacao: 8 },
      },
    },
    {
      caso: 'all NA: principle not applied',
      // aplicaveis 3-3 = 0 -> potencial 0 -> aproveitamento 0 and all shares 0; still 100% filled.
      pesos: [0, 0, 0],
      esperado: {
        total: 3,
        respondidas: 3,
        percentual: 100,
        naoAplicaveis: 3,
        aplicaveis: 0,
        potencial: 0,
        avaliacao: 0,
        aproveitamento: 0,
        aplicado: false,
        blocoPercentuais: { atendido: 0, naoAtendido: 0, naoPreenchido: 0 },
        blocoResultado: { potencial: 0, indicadores: 0, avaliacao: 0 },
      },
    },
    {
      caso: 'nothing answered',
      // potencial 5*2 = 10, all of it naoPreenchido.
      pesos: [null, null],
      esperado: {
        total: 2,
        respondidas: 0,
        percentual: 0,
        naoAplicaveis: 0,
        aplicaveis: 2,
        potencial: 10,
        avaliacao: 0,
        aproveitamento: 0,
        aplicado: true,
        blocoPercentuais: { atendido: 0, naoAtendido: 0, naoPreenchido: 100 },
        blocoResultado: { potencial: 10, indicadores: 2, avaliacao: 0 },
      },
    },
    {
      caso: 'thirds: two spare points',
      // percentual floor(100/3) = 33; potencial 15, avaliacao 1 -> aproveitamento floor(100/15 = 6.67) = 6.
      // shares 1/15 = 6.67, (5-1)/15 = 26.67, 10/15 = 66.67: floors 6+26+66 = 98, remainders tie,
      // the two points go to naoAtendido then naoPreenchido -> 6/27/67 (atendido stays = aproveitamento).
      pesos: [1, null, null],
      esperado: {
        total: 3,
        respondidas: 1,
        percentual: 33,
        naoAplicaveis: 0,
        aplicaveis: 3,
        potencial: 15,
        avaliacao: 1,
        aproveitamento: 6,
        aplicado: true,
        blocoPercentuais: { atendido: 6, naoAtendido: 27, naoPreenchido: 67 },
        blocoResultado: { potencial: 15, indicadores: 3, avaliacao: 1 },
      },
    },
    {
      caso: 'everything at level 5',
      pesos: [5, 5],
      esperado: {
        total: 2,
        respondidas: 2,
        percentual: 100,
        naoAplicaveis: 0,
        aplicaveis: 2,
        potencial: 10,
        avaliacao: 10,
        aproveitamento: 100,
        aplicado: true,
        blocoPercentuais: { atendido: 100, naoAtendido: 0, naoPreenchido: 0 },
        blocoResultado: { potencial: 10, indicadores: 2, avaliacao: 10 },
      },
    },
    {
      caso: 'no indicator applies to the unit',
      // total 0: percentual 0 (no division by zero), potencial 0.
      pesos: [],
      esperado: {
        total: 0,
        respondidas: 0,
        percentual: 0,
        naoAplicaveis: 0,
        aplicaveis: 0,
        potencial: 0,
        avaliacao: 0,
        aproveitamento: 0,
        aplicado: false,
        blocoPercentuais: { atendido: 0, naoAtendido: 0, naoPreenchido: 0 },
        blocoResultado: { potencial: 0, indicadores: 0, avaliacao: 0 },
      },
    },
  ])('$caso', ({ pesos, esperado }) => {
    expect(calcularPrincipio(2, pesos)).toEqual({ codigo: 2, ...esperado });
  });

  it('shares add up to exactly 100 for every mix of answers of a 3-indicator principle', () => {
    const opcoes = [null, 0, 1, 2, 3, 4, 5];
    for (const a of opcoes)
      for (const b of opcoes)
        for (const c of opcoes) {
          const r = calcularPrincipio(1, [a, b, c]);
          const { atendido, naoAtendido, naoPreenchido } = r.blocoPercentuais;
          expect(atendido + naoAtendido + naoPreenchido).toBe(r.potencial === 0 ? 0 : 100);
        }
  });

  it.each([[6], [-1], [2.5]])('rejects weight %s', (peso) => {
    expect(() => calcularPrincipio(1, [peso])).toThrow(RangeError);
  });

  it('rejects a principle code outside 1..5', () => {
    expect(() => calcularPrincipio(6, [])).toThrow(RangeError);
  });
});

describe('repartirPotencial', () => {
  it('gives a tied spare point to não atendido before atendido', () => {
    // 1/3 each: floors 33+33+33 = 99, the tie goes to naoAtendido.
    expect(repartirPotencial(1, 1, 1)).toEqual({ atendido: 33, naoAtendido: 34, naoPreenchido: 33 });
  });
  it('still gives the point to atendido when its remainder is strictly the largest', () => {
    // 2/3 = 66.67 and 1/3 = 33.33: floors 66+33+0 = 99, remainder of atendido (200%3 = 2) is largest.
    expect(repartirPotencial(2, 1, 0)).toEqual({ atendido: 67, naoAtendido: 33, naoPreenchido: 0 });
  });
});

describe('textoAplicaveis', () => {
  it.each([
    [[3, 0, null, 5], 'Aplicáveis: 3 de 4'], // 4 indicators, 1 NA
    [[0, 0], 'Aplicáveis: 0 de 2'],
    [[null], 'Aplicáveis: 1 de 1'], // unanswered is still applicable
  ])('%j -> %s', (pesos, texto) => {
    expect(textoAplicaveis(calcularPrincipio(1, pesos))).toBe(texto);
  });
});

describe('percentualPreenchimento', () => {
  it.each([
    [26, 39, 66],
    [1, 3, 33],
    [2, 3, 66],
    [39, 39, 100],
    [0, 39, 0],
    [0, 0, 0],
  ])('%i of %i answered is %i%%, floored', (respondidas, total, esperado) => {
    expect(percentualPreenchimento(respondidas, total)).toBe(esperado);
  });
});
