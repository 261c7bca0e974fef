import { PESO_NAO_SE_APLICA, PRIORIDADES_MAX } from './regras.ts';

/** What the priorities rule needs to know about an indicator. */
export interface CandidatoPrioridade {
  principioCodigo: number;
  codigo: string;
  resposta: number | null;
}

/** Orders indicator codes segment by segment as numbers, so '1.2.10' comes after '1.2.9'. */
export function compararCodigos(a: string, b: string): number {
  const sa = a.split('.').map(Number);
  const sb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[i] ?? -1;
    const y = sb[i] ?? -1;
    if (x !== y) return Number.isNaN(x) || Number.isNaN(y) ? a.localeCompare(b) : x - y;
  }
  return 0;
}

/** Orders indicators by principle code, then indicator code. */
export function compararPorCodigo(a: CandidatoPrioridade, b: CandidatoPrioridade): number {
  return a.principioCodigo - b.principioCodigo || compararCodigos(a.codigo, b.codigo);
}

/**
 * The priorities: answered weights 1..5, lowest first (ties by principle, then indicator code),
 * filled up to five with NA indicators in code order; unanswered indicators never enter.
 */
export function selecionarPrioridades<T extends CandidatoPrioridade>(
  indicadores: readonly T[],
  limite: number = PRIORIDADES_MAX,
): T[] {
  const pontuados = indicadores
    .filter((i) => i.resposta !== null && i.resposta > PESO_NAO_SE_APLICA)
    .sort((a, b) => a.resposta! - b.resposta! || compararPorCodigo(a, b));
  const naoAplicaveis = indicadores.filter((i) => i.resposta === PESO_NAO_SE_APLICA).sort(compararPorCodigo);
  return [...pontuados, ...naoAplicaveis].slice(0, limite);
}
