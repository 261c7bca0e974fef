import { assertPeso, assertPrincipioCodigo, PESO_MAXIMO, PESO_NAO_SE_APLICA } from './regras.ts';
import { repartirEm100 } from './repartir-em-100.ts';

/** Shares of the potential; they add up to exactly 100, or are all 0 for a principle not applied. */
export interface BlocoPercentuais {
  atendido: number;
  naoAtendido: number;
  naoPreenchido: number;
}

export interface BlocoResultado {
  potencial: number;
  /** Applicable indicators. */
  indicadores: number;
  avaliacao: number;
}

/** The per-principle numbers of SCORING.md, frozen when the questionnaire is finished. */
export interface PrincipioResultado {
  codigo: number;
  total: number;
  respondidas: number;
  /** Filling progress, 0..100. */
  percentual: number;
  naoAplicaveis: number;
  aplicaveis: number;
  potencial: number;
  avaliacao: number;
  aproveitamento: number;
  /** False when potencial is 0: the screen shows 'Princípio não aplicado'. */
  aplicado: boolean;
  blocoPercentuais: BlocoPercentuais;
  blocoResultado: BlocoResultado;
}

/**
 * Splits the potential into atendido / não atendido / não preenchido shares adding up to exactly 100.
 * Equal remainders favour não atendido, then não preenchido, then atendido, so that atendido stays
 * equal to the truncated aproveitamento whenever the tie allows it.
 */
export function repartirPotencial(
  atendido: number,
  naoAtendido: number,
  naoPreenchido: number,
): BlocoPercentuais {
  const [na = 0, np = 0, at = 0] = repartirEm100([naoAtendido, naoPreenchido, atendido]);
  return { atendido: at, naoAtendido: na, naoPreenchido: np };
}

/**
 * Computes a principle from the answered weights of its indicators that apply to the unit
 * (null = unanswered, 0 = não se aplica).
 */
export function calcularPrincipio(codigo: number, pesos: readonly (number | null)[]): PrincipioResultado {
  assertPrincipioCodigo(codigo);
  const total = pesos.length;
  let respondidas = 0;
  let naoAplicaveis = 0;
  let avaliacao = 0;
  for (const peso of pesos) {
    if (peso === null) continue;
    assertPeso(peso);
    respondidas += 1;
    if (peso === PESO_NAO_SE_APLICA) naoAplicaveis += 1;
    avaliacao += peso;
  }
  const aplicaveis = total - naoAplicaveis;
  const naoRespondidas = total - respondidas;
  // Unanswered indicators still count as potential: only an explicit NA removes one.
  const potencial = PESO_MAXIMO * aplicaveis;
  const respondidasAplicaveis = respondidas - naoAplicaveis;
  const blocoPercentuais = repartirPotencial(
    avaliacao,
    PESO_MAXIMO * respondidasAplicaveis - avaliacao,
    PESO_MAXIMO * naoRespondidas,
  );
  return {
    codigo,
    total,
    respondidas,
    percentual: percentualPreenchimento(respondidas, total),
    naoAplicaveis,
    aplicaveis,
    potencial,
    avaliacao,
    aproveitamento: potencial === 0 ? 0 : Math.floor((100 * avaliacao) / potencial),
    aplicado: potencial > 0,
    blocoPercentuais,
    blocoResultado: { potencial, indicadores: aplicaveis, avaliacao },
  };
}

/**
 * Filling progress, floor(100 * respondidas / total), 0 when there is nothing to answer (SCORING.md). The one
 * rule for every progress number: screens show the server's figure as it is, never recomputed.
 * Example: 26 of 39 answered → 66 (not 67).
 */
export function percentualPreenchimento(respondidas: number, total: number): number {
  return total === 0 ? 0 : Math.floor((100 * respondidas) / total);
}

/** Screen text of the applicable count, 'Aplicáveis: X de Y'. */
export function textoAplicaveis(principio: Pick<PrincipioResultado, 'aplicaveis' | 'total'>): string {
  return `Aplicáveis: ${principio.aplicaveis} de ${principio.total}`;
}
