import { describe, expect, it } from 'vitest';
import {
  alertaSemAnterior,
  compararComAnterior,
  compararComGrupo,
  type ResultadoFinalizado,
  ufsDoGrupo,
} from './comparativo.ts';
import { ALERTA_GRUPO_INSUFICIENTE } from './regras.ts';

let proximoId = 1;
function res(
  objetoId: number,
  aproveitamentos: number[],
  extra: Partial<ResultadoFinalizado> = {},
): ResultadoFinalizado {
  return {
    questionarioId: proximoId++,
    objetoId,
    edicaoId: 10,
    uf: 'MT',
    finalizadoEm: new Date('2025-06-01T12:00:00Z'),
    aproveitamentos,
    ...extra,
  };
}

describe('ufsDoGrupo', () => {
  it.each([
    ['minha-regiao', 'MT', ['MT']],
    ['Distrito Federal', 'MT', ['DF']],
    ['Sul', 'MT', ['PR', 'RS', 'SC']],
    ['Centro-Oeste', 'SP', ['DF', 'GO', 'MT', 'MS']],
  ] as const)('%s (unit in %s)', (grupo, uf, ufs) => {
    expect(ufsDoGrupo(grupo, uf)).toEqual(ufs);
  });
  it('Brasil is all 27 UFs', () => {
    expect(ufsDoGrupo('brasil', 'MT')).toHaveLength(27);
  });
});

describe('compararComGrupo', () => {
  const selecionado = res(1, [50, 50, 50, 50, 50]);
  const grupo = [
    res(2, [100, 100, 100, 100, 100], { finalizadoEm: new Date('2025-01-01T00:00:00Z') }), // older: ignored
    res(2, [10, 100, 0, 70, 33]),
    res(3, [20, 100, 0, 70, 33]),
    res(4, [30, 100, 0, 70, 33]),
    res(5, [40, 100, 0, 70, 33]),
    res(6, [51, 99, 0, 71, 34]),
    res(1, [0, 0, 0, 0, 0]), // the unit itself: excluded
    res(7, [0, 0, 0, 0, 0], { edicaoId: 9 }), // other edition
    res(8, [0, 0, 0, 0, 0], { uf: 'GO' }), // other UF
  ];

  it('averages the latest questionnaire of each other unit, truncating', () => {
    // 5 units (2..6). P1 (10+20+30+40+51)/5 = 30.2 -> 30; P2 499/5 = 99.8 -> 99; P3 0 (all-NA counts as 0);
    // P4 351/5 = 70.2 -> 70; P5 166/5 = 33.2 -> 33. Total floor((30+99+0+70+33)/5 = 46.4) = 46.
    // The unit: 50 each, total 50.
    expect(compararComGrupo(selecionado, grupo, ['MT'])).toEqual({
      questionario: { principios: [50, 50, 50, 50, 50], total: 50 },
      comparacao: { principios: [30, 99, 0, 70, 33], total: 46 },
      unidades: 5,
    });
  });

  it('hides a group of fewer than 5 other units behind the alert', () => {
    // Without unit 6 only 4 other units remain; the unit itself does not make up the fifth.
    const pequeno = grupo.filter((r) => r.objetoId !== 6);
    const r = compararComGrupo(selecionado, pequeno, ['MT']);
    expect(r).toMatchObject({ comparacao: null, unidades: 4, alert: ALERTA_GRUPO_INSUFICIENTE });
  });

  it('lets the threshold be configured', () => {
    const pequeno = grupo.filter((r) => r.objetoId !== 6);
    // 4 units: P1 (10+20+30+40)/4 = 25, P4 70, P5 33, total floor((25+100+0+70+33)/5 = 45.6) = 45.
    expect(compararComGrupo(selecionado, pequeno, ['MT'], 4).comparacao).toEqual({
      principios: [25, 100, 0, 70, 33],
      total: 45,
    });
  });

  it('an empty group answers the alert', () => {
    expect(compararComGrupo(selecionado, [], ['MT'], 0).alert).toBe(ALERTA_GRUPO_INSUFICIENTE);
  });
});

describe('compararComAnterior', () => {
  const q2023 = res(1, [10, 20, 30, 40, 50], { finalizadoEm: new Date('2023-05-01T00:00:00Z') });
  const q2022 = res(1, [1, 1, 1, 1, 1], { finalizadoEm: new Date('2022-05-01T00:00:00Z') });
  const atual = res(1, [60, 60, 60, 60, 61], { finalizadoEm: new Date('2024-05-01T00:00:00Z') });
  const depois = res(1, [90, 90, 90, 90, 90], { finalizadoEm: new Date('2025-05-01T00:00:00Z') });
  const outraUnidade = res(2, [0, 0, 0, 0, 0], { finalizadoEm: new Date('2024-01-01T00:00:00Z') });

  it("compares with the unit's questionnaire finished just before", () => {
    // Previous = 2023 (not 2022, not the later 2025, not another unit's); totals 150/5 = 30 and 301/5 -> 60.
    expect(compararComAnterior(atual, [q2022, depois, atual, q2023, outraUnidade])).toEqual({
      questionario: { principios: [60, 60, 60, 60, 61], total: 60 },
      comparacao: { principios: [10, 20, 30, 40, 50], total: 30 },
      unidades: 1,
    });
  });

  it('answers an alert when there is no earlier one', () => {
    const r = compararComAnterior(atual, [atual, depois, outraUnidade], 'Guia');
    expect(r).toMatchObject({ comparacao: null, alert: alertaSemAnterior('Guia') });
  });
});
