import { describe, expect, it } from 'vitest';
import {
  type IndicadorEntrada,
  indicadorSeAplica,
  legendaDoPeso,
  type Nivel,
  proximoNivel,
  resultadoDoIndicador,
  situacaoDoPeso,
} from './indicador.ts';

const niveis = (pesos: number[]): Nivel[] =>
  pesos.map((peso) => ({ id: 100 + peso, peso, descricao: `Nível ${peso}` }));

describe('indicadorSeAplica', () => {
  it.each([
    [[], 6, true], // empty list applies to every category
    [[1, 6], 6, true],
    [[1, 2], 6, false],
  ])('categorias %j, categoria %i -> %s', (categorias, categoriaId, esperado) => {
    expect(indicadorSeAplica(categorias, categoriaId)).toBe(esperado);
  });
});

describe('proximoNivel', () => {
  it.each([
    { pesos: [0, 1, 2, 3, 4, 5], peso: 2, proximo: 3 },
    { pesos: [0, 1, 2, 3, 4, 5], peso: 1, proximo: 2 },
    // Smallest weight above the answer, not the next in the list: levels may skip weights and come unordered.
    { pesos: [5, 3, 0, 1], peso: 1, proximo: 3 },
    { pesos: [0, 1, 2, 3, 4, 5], peso: 5, proximo: null }, // top level: Parabéns, nothing next
    { pesos: [0, 1, 2, 3, 4], peso: 4, proximo: null }, // highest level of this indicator
    { pesos: [0, 1, 2, 3, 4, 5], peso: 0, proximo: null }, // NA has no next level
    { pesos: [0, 1, 2, 3, 4, 5], peso: null, proximo: null }, // unanswered: none either
  ])('levels $pesos, answer $peso -> $proximo', ({ pesos, peso, proximo }) => {
    expect(proximoNivel(niveis(pesos), peso)?.peso ?? null).toBe(proximo);
  });
});

describe('legendaDoPeso', () => {
  it.each([
    [1, 'MUITO IMPORTANTE'],
    [2, 'MUITO IMPORTANTE'],
    [3, 'IMPORTANTE'],
    [4, 'IMPORTANTE'],
    [5, 'PARABÉNS'],
    [0, null],
    [null, null],
  ])('%s -> %s', (peso, legenda) => {
    expect(legendaDoPeso(peso)).toBe(legenda);
  });
});

describe('situacaoDoPeso', () => {
  it.each([
    [null, 'nao-respondido'],
    [0, 'nao-aplicavel'],
    [1, 'respondido'],
  ])('%s -> %s', (peso, situacao) => {
    expect(situacaoDoPeso(peso)).toBe(situacao);
  });
});

describe('resultadoDoIndicador', () => {
  const base: IndicadorEntrada = {
    id: 7,
    codigo: '2.1.3',
    titulo: 'Indicador',
    principioCodigo: 2,
    categorias: [],
    niveis: niveis([0, 1, 2, 3, 4, 5]),
    resposta: null,
  };

  it('scores the chosen level and points at the next one, carrying the slider percentage', () => {
    expect(resultadoDoIndicador({ ...base, resposta: { nivelId: 103, percentual: 40 } })).toEqual({
      id: 7,
      codigo: '2.1.3',
      titulo: 'Indicador',
      principioCodigo: 2,
      resposta: 3,
      situacao: 'respondido',
      descricao: 'Nível 3',
      percentual: 40,
      proximopeso: 4,
      proximo: 'Nível 4',
      legenda: 'IMPORTANTE',
      parabens: false,
    });
  });

  it("level 5 earns 'Parabéns' and has no next level", () => {
    const r = resultadoDoIndicador({ ...base, resposta: { nivelId: 105 } });
    expect(r).toMatchObject({
      resposta: 5,
      parabens: true,
      legenda: 'PARABÉNS',
      proximopeso: null,
      proximo: null,
    });
  });

  it('a weight-0 level is não se aplica: resposta 0, no next level, no legend', () => {
    const r = resultadoDoIndicador({ ...base, resposta: { nivelId: 100 } });
    expect(r).toMatchObject({
      resposta: 0,
      situacao: 'nao-aplicavel',
      descricao: 'Nível 0',
      proximo: null,
      legenda: null,
    });
  });

  it('unanswered: resposta null, no description, no next level', () => {
    const r = resultadoDoIndicador(base);
    expect(r).toMatchObject({
      resposta: null,
      situacao: 'nao-respondido',
      descricao: null,
      proximopeso: null,
      parabens: false,
    });
  });

  it('rejects an answer that names a level of another indicator', () => {
    expect(() => resultadoDoIndicador({ ...base, resposta: { nivelId: 999 } })).toThrow(RangeError);
  });
});
