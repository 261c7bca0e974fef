import { describe, expect, it } from 'vitest';
import type { IndicadorEntrada } from './indicador.ts';
import { textoAplicaveis } from './principio.ts';
import { pontuarQuestionario } from './questionario.ts';

/** An indicator with levels 0..5 (level id = indicator id * 10 + weight) answered with `peso`. */
function ind(id: number, codigo: string, peso: number | null, categorias: number[] = []): IndicadorEntrada {
  return {
    id,
    codigo,
    titulo: `Indicador ${codigo}`,
    principioCodigo: Number(codigo.split('.')[0]),
    categorias,
    niveis: [0, 1, 2, 3, 4, 5].map((p) => ({ id: id * 10 + p, peso: p, descricao: `${codigo} nível ${p}` })),
    resposta: peso === null ? null : { nivelId: id * 10 + peso },
  };
}

describe('pontuarQuestionario', () => {
  const indicadores = [
    ind(1, '1.1.1', 3),
    ind(2, '1.1.2', 0),
    ind(3, '1.2.1', null),
    ind(4, '1.2.2', 1, [1]), // other category: dropped even though answered
    ind(5, '2.1.1', 0),
    ind(6, '2.1.2', 0),
    ind(7, '3.1.1', 5),
    ind(8, '3.1.2', 5, [6]),
    ind(9, '4.1.1', 2),
    ind(10, '5.1.1', 1, [2]), // other category: principle 5 has no indicator for this unit
  ];
  const r = pontuarQuestionario({ categoriaId: 6, indicadores });

  it('scores each principle over the indicators of the unit category only', () => {
    // P1: 1.1.1=3, 1.1.2=NA, 1.2.1 unanswered -> total 3, respondidas 2, percentual floor(200/3) = 66,
    //     aplicaveis 2, potencial 10, avaliacao 3, aproveitamento 30;
    //     shares 3/10, (5-3)/10, 5/10 = 30/20/50.
    // P2: all NA -> aplicaveis 0 of 2, potencial 0, 'Princípio não aplicado'.
    // P3: 5+5 of 10 -> 100. P4: 2 of 5 -> 40, shares 40/60/0. P5: nothing applies -> total 0.
    expect(
      r.principios.map((p) => [
        p.codigo,
        p.total,
        p.respondidas,
        p.percentual,
        p.potencial,
        p.avaliacao,
        p.aproveitamento,
      ]),
    ).toEqual([
      [1, 3, 2, 66, 10, 3, 30],
      [2, 2, 2, 100, 0, 0, 0],
      [3, 2, 2, 100, 10, 10, 100],
      [4, 1, 1, 100, 5, 2, 40],
      [5, 0, 0, 0, 0, 0, 0],
    ]);
    expect(r.principios[0]!.blocoPercentuais).toEqual({ atendido: 30, naoAtendido: 20, naoPreenchido: 50 });
    expect(r.principios[3]!.blocoPercentuais).toEqual({ atendido: 40, naoAtendido: 60, naoPreenchido: 0 });
    expect(r.principios.map((p) => p.aplicado)).toEqual([true, false, true, true, false]);
    expect(textoAplicaveis(r.principios[1]!)).toBe('Aplicáveis: 0 de 2');
  });

  it('averages the five principles, the not-applied ones counting as 0', () => {
    // totalAvaliacao 3+0+10+2+0 = 15, totalPotencial 10+0+10+5+0 = 25,
    // percentual floor((30+0+100+40+0)/5 = 34) = 34.
    expect(r.avaliacaoGeral).toEqual({ totalAvaliacao: 15, totalPotencial: 25, percentual: 34 });
  });

  it('lists the gabarito in code order and picks five priorities', () => {
    expect(r.gabarito.map((g) => g.codigo)).toEqual([
      '1.1.1',
      '1.1.2',
      '1.2.1',
      '2.1.1',
      '2.1.2',
      '3.1.1',
      '3.1.2',
      '4.1.1',
    ]);
    // Answered 1..5: 4.1.1 (2), 1.1.1 (3), 3.1.1 (5), 3.1.2 (5); filled with the first NA by code, 1.1.2.
    expect(r.prioridades.map((p) => [p.codigo, p.resposta])).toEqual([
      ['4.1.1', 2],
      ['1.1.1', 3],
      ['3.1.1', 5],
      ['3.1.2', 5],
      ['1.1.2', 0],
    ]);
  });

  it('counts answers to tell whether the questionnaire can be finished', () => {
    expect([r.total, r.respondidas, r.completo]).toEqual([8, 7, false]);
    const todas = indicadores.map((i) => (i.codigo === '1.2.1' ? ind(3, '1.2.1', 0) : i));
    expect(pontuarQuestionario({ categoriaId: 6, indicadores: todas }).completo).toBe(true);
  });

  it('an edition with no indicator for the category scores 0 everywhere and has no priorities', () => {
    const vazio = pontuarQuestionario({ categoriaId: 3, indicadores: [ind(1, '1.1.1', 4, [6])] });
    expect(vazio.principios).toHaveLength(5);
    expect(vazio.avaliacaoGeral).toEqual({ totalAvaliacao: 0, totalPotencial: 0, percentual: 0 });
    expect([vazio.prioridades, vazio.completo]).toEqual([[], false]);
  });
});
