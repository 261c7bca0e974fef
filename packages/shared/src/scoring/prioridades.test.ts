import { describe, expect, it } from 'vitest';
import { type CandidatoPrioridade, compararCodigos, selecionarPrioridades } from './prioridades.ts';

const c = (codigo: string, resposta: number | null): CandidatoPrioridade => ({
  principioCodigo: Number(codigo.split('.')[0]),
  codigo,
  resposta,
});
const codigos = (itens: CandidatoPrioridade[]) => itens.map((i) => i.codigo);

describe('selecionarPrioridades', () => {
  it('takes the five lowest weights, ties by principle then indicator code', () => {
    // weight 1: 1.2.1, 2.1.1, 5.1.1 (principle order); weight 2: 3.1.1; weight 3: 1.1.1 -> five.
    // 4.1.1 (4) and 1.1.2 (5) fall outside.
    const itens = [
      c('1.1.1', 3),
      c('5.1.1', 1),
      c('2.1.1', 1),
      c('1.1.2', 5),
      c('3.1.1', 2),
      c('4.1.1', 4),
      c('1.2.1', 1),
    ];
    expect(codigos(selecionarPrioridades(itens))).toEqual(['1.2.1', '2.1.1', '5.1.1', '3.1.1', '1.1.1']);
  });

  it('orders codes numerically, so 1.1.9 comes before 1.1.10', () => {
    const itens = [c('1.1.10', 2), c('1.1.9', 2), c('1.10.1', 2), c('1.2.1', 2)];
    expect(codigos(selecionarPrioridades(itens))).toEqual(['1.1.9', '1.1.10', '1.2.1', '1.10.1']);
  });

  it('fills up to five with NA indicators in code order, never with unanswered ones', () => {
    // Two answered (4 and 5, weight 5 included), then NA in code order: 1.1.2, 1.1.3, 2.2.1; 3.1.1 is the sixth.
    const itens = [
      c('2.1.1', 4),
      c('3.1.1', 0),
      c('1.1.4', null),
      c('1.1.1', 5),
      c('2.2.1', 0),
      c('1.1.3', 0),
      c('1.1.2', 0),
    ];
    expect(codigos(selecionarPrioridades(itens))).toEqual(['2.1.1', '1.1.1', '1.1.2', '1.1.3', '2.2.1']);
  });

  it('an NA never displaces an answered indicator, even one at level 5', () => {
    const itens = [c('1.1.1', 0), ...['2.1.1', '2.1.2', '2.1.3', '2.1.4', '2.1.5'].map((k) => c(k, 5))];
    expect(codigos(selecionarPrioridades(itens))).toEqual(['2.1.1', '2.1.2', '2.1.3', '2.1.4', '2.1.5']);
  });

  it('returns fewer than five when there are not enough candidates', () => {
    expect(codigos(selecionarPrioridades([c('1.1.1', null), c('1.1.2', 0), c('1.1.3', 2)]))).toEqual([
      '1.1.3',
      '1.1.2',
    ]);
  });

  it('is empty when nothing was answered', () => {
    expect(selecionarPrioridades([c('1.1.1', null), c('2.1.1', null)])).toEqual([]);
  });
});

describe('compararCodigos', () => {
  it.each([
    ['1.1.2', '1.1.10', -1],
    ['2.1.1', '1.9.9', 1],
    ['1.1', '1.1.1', -1],
    ['3.2.1', '3.2.1', 0],
  ])('%s vs %s', (a, b, sinal) => {
    expect(Math.sign(compararCodigos(a, b))).toBe(sinal);
  });
});
