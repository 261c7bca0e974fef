import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertaGrupoInsuficiente,
  alertaSemAnterior,
  chaveDoGrupo,
  compararComAnterior,
  compararComGrupo,
  faixaDoAproveitamento,
  mediaPublicada,
  questionarioAnterior,
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

describe('chaveDoGrupo', () => {
  it.each([
    ['minha-regiao', 'RJ', 'uf:RJ'],
    ['Distrito Federal', 'MT', 'uf:DF'],
    ['minha-regiao', 'DF', 'uf:DF'],
    ['Sudeste', 'MT', 'regiao:Sudeste'],
    ['brasil', 'MT', 'brasil'],
  ] as const)('%s (unit in %s) is %s', (grupo, uf, chave) => {
    expect(chaveDoGrupo(grupo, uf)).toBe(chave);
  });
});

describe('alertaGrupoInsuficiente', () => {
  it("keeps the spec's text for a UF or region and names Brasil as a country", () => {
    expect(alertaGrupoInsuficiente('minha-regiao')).toBe(ALERTA_GRUPO_INSUFICIENTE);
    expect(alertaGrupoInsuficiente('Sul')).toBe(ALERTA_GRUPO_INSUFICIENTE);
    expect(alertaGrupoInsuficiente('Distrito Federal')).toBe(ALERTA_GRUPO_INSUFICIENTE);
    expect(alertaGrupoInsuficiente('brasil')).toBe(
      'Ainda não há unidades suficientes no Brasil para comparação.',
    );
  });
});

describe('faixaDoAproveitamento', () => {
  it.each([
    [0, 0],
    [24, 0],
    [25, 1],
    [49, 1],
    [50, 2],
    [74, 2],
    [75, 3],
    [100, 3],
  ])('%i is in quarter %i', (aproveitamento, faixa) => {
    expect(faixaDoAproveitamento(aproveitamento)).toBe(faixa);
  });
});

describe('mediaPublicada', () => {
  it.each([
    // [sum of quarters, units, published]: midpoints' mean, then the grid of 5 (ties to the multiple of 10).
    [0, 5, 10], // 12.5 -> 10
    [15, 5, 90], // 87.5 -> 90
    [7, 5, 50], // 47.5 -> 50
    [10, 5, 60], // 62.5 -> 60
    [3, 6, 25], // 25 exactly
    [1, 6, 15], // 16.67 -> 15
    [1, 4, 20], // 18.75 -> 20
  ])('quarters summing %i over %i units publish %i', (soma, unidades, media) => {
    expect(mediaPublicada(soma, unidades)).toBe(media);
  });

  it('is the nearest multiple of 5 to the midpoints mean, and mirrors around 50', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5000 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: 3 * n }))),
        ([n, s]) => {
          const media = mediaPublicada(s, n);
          expect(media % 5).toBe(0);
          expect(Math.abs(media - (25 * s) / n - 12.5)).toBeLessThanOrEqual(2.5);
          expect(mediaPublicada(3 * n - s, n)).toBe(100 - media);
        },
      ),
    );
  });
});

describe('compararComGrupo', () => {
  const unidade = [50, 50, 50, 50, 50];
  const nenhum = { unidades: 0, somas: [0, 0, 0, 0, 0] };

  // [case, group snapshot (sums of quarters), the owner's part, min, expected means (null = alert)]
  it.each([
    // 5 units of 5 owners, none the caller's (mediaPublicada's examples): 0 -> 10, 15 -> 90, 7 -> 50,
    // 10 -> 60, 3 -> 32.5 -> 30 (tie, to the multiple of 10).
    [
      '5 units of 5 other owners',
      { unidades: 5, donos: 5, somas: [0, 15, 7, 10, 3] },
      nenhum,
      5,
      [10, 90, 50, 60, 30],
    ],
    // The RJ attack: 8 units, 2 owners; without the caller's 7 there is 1 unit of 1 owner.
    [
      '7 own + 1 other',
      { unidades: 8, donos: 2, somas: [17, 16, 16, 16, 16] },
      { unidades: 7, somas: [14, 14, 14, 14, 14] },
      5,
      null,
    ],
    // 9 units, 6 owners; the caller has 4 of them: 5 units remain but of only 5 owners -> shown.
    // Remaining sums 8, 12, 4, 15, 8: means 52.5 -> 50, 72.5 -> 70, 32.5 -> 30, 87.5 -> 90, 52.5 -> 50.
    [
      '4 own of 9, 5 other owners',
      { unidades: 9, donos: 6, somas: [12, 20, 6, 15, 9] },
      { unidades: 4, somas: [4, 8, 2, 0, 1] },
      5,
      [50, 70, 30, 90, 50],
    ],
    // 9 units of 5 owners, 4 of them the caller's: 5 units of 4 owners remain -> alert.
    [
      'enough units, too few other owners',
      { unidades: 9, donos: 5, somas: [12, 20, 6, 15, 9] },
      { unidades: 4, somas: [4, 8, 2, 0, 1] },
      5,
      null,
    ],
    // 6 units of 5 owners, caller not in it, but one owner has two units: 5 owners is enough.
    // 18 -> 87.5 -> 90; 0 -> 12.5 -> 10; 3 -> 25; 1 -> 16.67 -> 15; 9 -> 50.
    [
      '6 units of 5 owners',
      { unidades: 6, donos: 5, somas: [18, 0, 3, 1, 9] },
      nenhum,
      5,
      [90, 10, 25, 15, 50],
    ],
    // 4 units of 4 owners: below 5 -> alert; with min 4 -> shown.
    // 1 -> 18.75 -> 20; 2 -> 25; 3 -> 31.25 -> 30; 4 -> 37.5 -> 40; 12 -> 87.5 -> 90.
    ['4 other units', { unidades: 4, donos: 4, somas: [1, 2, 3, 4, 12] }, nenhum, 5, null],
    [
      '4 other units, min 4',
      { unidades: 4, donos: 4, somas: [1, 2, 3, 4, 12] },
      nenhum,
      4,
      [20, 25, 30, 40, 90],
    ],
    ['no snapshot', null, nenhum, 1, null],
    [
      'only the caller',
      { unidades: 3, donos: 1, somas: [1, 2, 3, 4, 5] },
      { unidades: 3, somas: [1, 2, 3, 4, 5] },
      0,
      null,
    ],
  ] as const)('%s', (_caso, grupo, doDono, min, medias) => {
    const r = compararComGrupo(unidade, grupo, doDono, min, 'alerta do grupo');
    expect(r.questionario).toEqual({ principios: unidade, total: 50 });
    if (medias === null) {
      expect(r).toMatchObject({ comparacao: null, alert: 'alerta do grupo' });
    } else {
      expect(r.alert).toBeUndefined();
      expect(r.comparacao?.principios).toEqual(medias);
    }
  });

  it('totals the means over the 5 principles, truncating', () => {
    // floor((10 + 90 + 50 + 60 + 30) / 5 = 48) = 48.
    const r = compararComGrupo(unidade, { unidades: 5, donos: 5, somas: [0, 15, 7, 10, 3] }, nenhum);
    expect(r).toEqual({
      questionario: { principios: unidade, total: 50 },
      comparacao: { principios: [10, 90, 50, 60, 30], total: 48 },
      unidades: 5,
    });
  });

  it('answers the spec alert by default', () => {
    expect(compararComGrupo(unidade, null, nenhum).alert).toBe(ALERTA_GRUPO_INSUFICIENTE);
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

  it('names the questionnaire compared with, extra fields kept (the API adds its year)', () => {
    const comAno = [q2022, depois, atual, q2023, outraUnidade].map((r) => ({
      ...r,
      ano: r.finalizadoEm.getUTCFullYear(),
    }));
    expect(questionarioAnterior(atual, comAno)).toEqual({ ...q2023, ano: 2023 });
    expect(questionarioAnterior(q2022, comAno)).toBeNull();
  });

  it('breaks a tie of finish times by the questionnaire id', () => {
    const mesmoInstante = res(1, [5, 5, 5, 5, 5], { finalizadoEm: atual.finalizadoEm });
    // Created after `atual`, so its id is higher: it is the later one, `atual` the one before it.
    expect(questionarioAnterior(mesmoInstante, [atual, mesmoInstante])).toBe(atual);
    expect(questionarioAnterior(atual, [atual, mesmoInstante])).toBeNull();
  });
});
