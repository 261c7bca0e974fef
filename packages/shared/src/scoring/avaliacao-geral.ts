import type { PrincipioResultado } from './principio.ts';
import { NUMERO_PRINCIPIOS } from './regras.ts';

/** The overall block of the performance report. */
export interface AvaliacaoGeral {
  totalAvaliacao: number;
  totalPotencial: number;
  percentual: number;
}

/**
 * Integer average of the truncated principle scores, always over 5: a principle not applied
 * (or missing) counts as 0, as the spec's total does.
 */
export function mediaDosPrincipios(aproveitamentos: readonly number[]): number {
  if (aproveitamentos.length > NUMERO_PRINCIPIOS) {
    throw new RangeError(
      `Esperados no máximo ${NUMERO_PRINCIPIOS} princípios, recebidos ${aproveitamentos.length}`,
    );
  }
  const soma = aproveitamentos.reduce((acc, valor) => acc + valor, 0);
  return Math.floor(soma / NUMERO_PRINCIPIOS);
}

/** Sums avaliacao and potencial over the principles and averages their aproveitamento. */
export function calcularAvaliacaoGeral(
  principios: readonly Pick<PrincipioResultado, 'avaliacao' | 'potencial' | 'aproveitamento'>[],
): AvaliacaoGeral {
  return {
    totalAvaliacao: principios.reduce((acc, p) => acc + p.avaliacao, 0),
    totalPotencial: principios.reduce((acc, p) => acc + p.potencial, 0),
    percentual: mediaDosPrincipios(principios.map((p) => p.aproveitamento)),
  };
}

/**
 * Points obtained as a share of the points possible, truncated like aproveitamento; 0 without potential.
 * It is not the overall percentual (the mean of the principles), so screens label the two apart.
 */
export function percentualDosPontos(totalAvaliacao: number, totalPotencial: number): number {
  return totalPotencial === 0 ? 0 : Math.floor((100 * totalAvaliacao) / totalPotencial);
}
