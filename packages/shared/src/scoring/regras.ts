/** Number of principles of every edition; the overall score always divides by it (SCORING.md). */
export const NUMERO_PRINCIPIOS = 5;
/** Highest level weight; answering it earns 'Parabéns' and has no next level. */
export const PESO_MAXIMO = 5;
/** Weight of the "Não se aplica" level. */
export const PESO_NAO_SE_APLICA = 0;
/** Priorities list never holds more than this many indicators. */
export const PRIORIDADES_MAX = 5;
/** Smallest group shown in the comparative report, below which confidentiality wins (configurable). */
export const COMPARATIVO_MIN_UNIDADES = 5;
/**
 * Comparative: a principle score enters a group's published sums only as its quarter of the 0-100
 * scale (0-24, 25-49, 50-74, 75-100), so no set of published values tells a producer's score more
 * closely than 25 points (docs/decisions.md, 'sybils').
 */
export const COMPARATIVO_FAIXA = 25;
/** Comparative: published group means are multiples of this. */
export const COMPARATIVO_GRADE = 5;
/** Comparative: days an account and a finished questionnaire must have before a group counts them (configurable). */
export const COMPARATIVO_CARENCIA_DIAS = 30;
/** Length of the admin statistics interval 'Último ano'. */
export const INTERVALO_ULTIMO_ANO_DIAS = 365;

export const TEXTO_PRINCIPIO_NAO_APLICADO = 'Princípio não aplicado';
export const TEXTO_SEM_PRIORIDADES = 'Você não possui indicadores prioritários';
export const TEXTO_PARABENS = 'Parabéns';
export const ALERTA_GRUPO_INSUFICIENTE = 'Ainda não há unidades suficientes nesta região para comparação.';
/** The same alert for the 'Brasil' group, which is no region. */
export const ALERTA_BRASIL_INSUFICIENTE = 'Ainda não há unidades suficientes no Brasil para comparação.';

/** Throws when a level weight is not an integer 0..5, so bad edition data never yields a score. */
export function assertPeso(peso: number): void {
  if (!Number.isInteger(peso) || peso < PESO_NAO_SE_APLICA || peso > PESO_MAXIMO) {
    throw new RangeError(`Peso de nível inválido: ${peso}`);
  }
}

/** Throws unless the principle code is 1..5. */
export function assertPrincipioCodigo(codigo: number): void {
  if (!Number.isInteger(codigo) || codigo < 1 || codigo > NUMERO_PRINCIPIOS) {
    throw new RangeError(`Código de princípio inválido: ${codigo}`);
  }
}
