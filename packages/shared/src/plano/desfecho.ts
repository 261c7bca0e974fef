import { assertPeso, PESO_MAXIMO, PESO_NAO_SE_APLICA } from '../scoring/regras.ts';

/**
 * The outcome of an action plan's target, read from next year's finished Guia (issue 17):
 *   - `atingida`: the level reached is the target's or above;
 *   - `avancou`: above the level when the plan was made, below the target;
 *   - `manteve`: the same level as when the plan was made;
 *   - `recuou`: below the level when the plan was made;
 *   - `nao_avaliavel`: the indicator was not answered, was answered 'Não se aplica', or is no longer
 *     in the edition (`'ausente'`: no indicator of the same lineage applies to the unit).
 */
export const DESFECHOS = ['atingida', 'avancou', 'manteve', 'recuou', 'nao_avaliavel'] as const;
export type Desfecho = (typeof DESFECHOS)[number];

export const ROTULO_DESFECHO: Record<Desfecho, string> = {
  atingida: 'Atingida',
  avancou: 'Avançou',
  manteve: 'Manteve',
  recuou: 'Recuou',
  nao_avaliavel: 'Não avaliável',
};

/** What next year's Guia says of the indicator: the weight answered, none, or no such indicator. */
export type PesoObtido = number | null | 'ausente';

/** Throws unless a plan's item is a real target: a level weight 1..4 now, a higher one as the goal. */
export function assertMeta(pesoAtual: number, pesoMeta: number): void {
  assertPeso(pesoAtual);
  assertPeso(pesoMeta);
  if (pesoAtual === PESO_NAO_SE_APLICA || pesoAtual >= PESO_MAXIMO) {
    throw new RangeError(`Nível atual sem meta possível: ${pesoAtual}`);
  }
  if (pesoMeta <= pesoAtual)
    throw new RangeError(`Meta ${pesoMeta} não está acima do nível atual ${pesoAtual}`);
}

/**
 * The outcome of one target: `pesoAtual` is the level weight when the plan was made, `pesoMeta` the
 * target's, `pesoObtido` what the next finished Guia holds for the indicator of the same lineage.
 * Weights, never level rows, are compared: 0-5 is the scale every edition shares.
 */
export function desfecho(pesoAtual: number, pesoMeta: number, pesoObtido: PesoObtido): Desfecho {
  assertMeta(pesoAtual, pesoMeta);
  if (pesoObtido === null || pesoObtido === 'ausente') return 'nao_avaliavel';
  assertPeso(pesoObtido);
  if (pesoObtido === PESO_NAO_SE_APLICA) return 'nao_avaliavel';
  if (pesoObtido >= pesoMeta) return 'atingida';
  if (pesoObtido > pesoAtual) return 'avancou';
  if (pesoObtido === pesoAtual) return 'manteve';
  return 'recuou';
}

/** 'X de Y atingidas': targets met among those that could be judged, and the targets in all. */
export function contarAtingidas(desfechos: readonly Desfecho[]): { atingidas: number; total: number } {
  return { atingidas: desfechos.filter((d) => d === 'atingida').length, total: desfechos.length };
}
