import { describe, expect, it } from 'vitest';
import {
  diaDasEstatisticas,
  estaNoUltimoAno,
  inicioDoUltimoAno,
  mediaDasSomas,
  mediaDosResultados,
  participacaoPorCategoria,
  primeiroDiaDoUltimoAno,
  somarSomas,
  somasDoQuestionario,
  somasVazias,
} from './estatisticas.ts';
import type { ResultadoPrincipioArmazenado } from './resultado-armazenado.ts';

describe("intervalo 'Último ano'", () => {
  it('starts at 00:00 Brasília time of the day 365 days before now, not one calendar year', () => {
    // 2023-03-01 -> 2024-03-01 spans 29 Feb 2024 (366 days), so 365 days back lands on 2023-03-02.
    const agora = new Date('2024-03-01T10:00:00Z');
    expect(primeiroDiaDoUltimoAno(agora)).toBe('2023-03-02');
    expect(inicioDoUltimoAno(agora).toISOString()).toBe('2023-03-02T03:00:00.000Z');
  });
  it('counts the day in Brasília time', () => {
    // 01:00 UTC is still the previous evening in Brasília.
    expect(diaDasEstatisticas(new Date('2024-03-01T01:00:00Z'))).toBe('2024-02-29');
    expect(diaDasEstatisticas(new Date('2024-03-01T03:00:00Z'))).toBe('2024-03-01');
    expect(primeiroDiaDoUltimoAno(new Date('2024-03-01T02:00:00Z'))).toBe('2023-03-01');
  });
  it.each([
    ['2023-03-02T03:00:00Z', true], // first instant of the interval
    ['2023-03-02T02:59:59Z', false],
    ['2024-03-01T10:00:00Z', true], // now
    ['2024-03-01T10:00:01Z', false], // future
  ])('%s -> %s', (data, esperado) => {
    expect(estaNoUltimoAno(new Date(data), new Date('2024-03-01T10:00:00Z'))).toBe(esperado);
  });
});

function linha(
  principioCodigo: number,
  aproveitamento: number,
  potencial: number,
  [atendido, naoAtendido, naoPreenchido]: [number, number, number],
): ResultadoPrincipioArmazenado {
  return {
    principioCodigo,
    total: potencial / 5,
    respondidas: potencial / 5,
    aplicaveis: potencial / 5,
    potencial,
    avaliacao: 0,
    aproveitamento,
    atendido,
    naoAtendido,
    naoPreenchido,
  };
}

describe('mediaDosResultados', () => {
  // Q1: 53, 0 (not applied), 100, 40, 0 -> overall floor(193/5 = 38.6) = 38, potencial 15+0+10+5+0 = 30.
  const q1 = [
    linha(1, 53, 15, [53, 14, 33]),
    linha(2, 0, 0, [0, 0, 0]),
    linha(3, 100, 10, [100, 0, 0]),
    linha(4, 40, 5, [40, 60, 0]),
    linha(5, 0, 0, [0, 0, 0]),
  ];
  // Q2: 40, 100, 100, 40, 20 -> overall 300/5 = 60, potencial 10+5+10+5+5 = 35.
  const q2 = [
    linha(1, 40, 10, [40, 60, 0]),
    linha(2, 100, 5, [100, 0, 0]),
    linha(3, 100, 10, [100, 0, 0]),
    linha(4, 40, 5, [40, 60, 0]),
    linha(5, 20, 5, [20, 80, 0]),
  ];

  it('averages the frozen results, truncating, with shares still adding to 100', () => {
    // aproveitamento: 93/2 = 46.5 -> 46, 100/2 = 50, 100, 40, 20/2 = 10; potencial 65/2 = 32.5 -> 32;
    // percentual (38+60)/2 = 49.
    // P1 shares: sums 93/74/33 of 200 -> 46.5, 37, 16.5: floors 99, atendido and naoPreenchido tie,
    // naoPreenchido wins the tie -> 46/37/17. P2: only Q2 has potential -> 100/0/0.
    const m = mediaDosResultados([q1, q2]);
    expect(m).toMatchObject({
      questionarios: 2,
      aproveitamento: [46, 50, 100, 40, 10],
      potencial: 32,
      percentual: 49,
    });
    expect(m.blocoPercentuais[0]).toEqual({ atendido: 46, naoAtendido: 37, naoPreenchido: 17 });
    expect(m.blocoPercentuais[1]).toEqual({ atendido: 100, naoAtendido: 0, naoPreenchido: 0 });
    expect(m.blocoPercentuais[4]).toEqual({ atendido: 20, naoAtendido: 80, naoPreenchido: 0 });
  });

  it('gives the same means from running sums, whatever the grouping', () => {
    const q1Somas = somasDoQuestionario(q1);
    expect(q1Somas).toEqual({
      questionarios: 1,
      aproveitamento: [53, 0, 100, 40, 0],
      potencial: 30,
      percentual: 38,
      atendido: [53, 0, 100, 40, 0],
      naoAtendido: [14, 0, 0, 60, 0],
      naoPreenchido: [33, 0, 0, 0, 0],
    });
    const somas = somarSomas(somarSomas(somasVazias(), q1Somas), somasDoQuestionario(q2));
    expect(mediaDasSomas(somas)).toEqual(mediaDosResultados([q1, q2]));
  });

  it('is all zeros without finished questionnaires', () => {
    const m = mediaDosResultados([]);
    expect(m).toMatchObject({
      questionarios: 0,
      aproveitamento: [0, 0, 0, 0, 0],
      potencial: 0,
      percentual: 0,
    });
    expect(m.blocoPercentuais[0]).toEqual({ atendido: 0, naoAtendido: 0, naoPreenchido: 0 });
  });
});

describe('participacaoPorCategoria', () => {
  it('gives each category its share of all units, adding to 100', () => {
    // 1/3 each: 33+33+33 = 99, the spare point goes to the first category.
    const r = participacaoPorCategoria([
      { categoriaId: 6, unidades: 1 },
      { categoriaId: 2, unidades: 1 },
      { categoriaId: 3, unidades: 1 },
    ]);
    expect(r.map((c) => c.percentual)).toEqual([34, 33, 33]);
  });
  it('is 0 for every category when there are no units', () => {
    expect(participacaoPorCategoria([{ categoriaId: 6, unidades: 0 }])).toEqual([
      { categoriaId: 6, unidades: 0, percentual: 0 },
    ]);
  });
});
