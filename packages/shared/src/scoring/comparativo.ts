import { type Regiao, UFS } from '../constants.ts';
import { mediaDosPrincipios } from './avaliacao-geral.ts';
import { ALERTA_GRUPO_INSUFICIENTE, COMPARATIVO_MIN_UNIDADES, NUMERO_PRINCIPIOS } from './regras.ts';

/** The comparative selector's groups; 'minha-regiao' is the unit's own UF. */
export type GrupoComparativo = 'minha-regiao' | 'brasil' | Regiao | 'Distrito Federal';

/** A finished questionnaire's stored result, as the comparative query returns it. */
export interface ResultadoFinalizado {
  questionarioId: number;
  objetoId: number;
  edicaoId: number;
  uf: string;
  finalizadoEm: Date;
  /** Stored aproveitamento per principle, index 0 = principle 1. */
  aproveitamentos: readonly number[];
}

/** One bar set of the comparative chart: per-principle values (index 0 = principle 1) and the total. */
export interface SerieComparativa {
  principios: number[];
  total: number;
}

export type Comparativo =
  | { questionario: SerieComparativa; comparacao: SerieComparativa; unidades: number; alert?: undefined }
  | { questionario: SerieComparativa; comparacao: null; unidades: number; alert: string };

/** Alert when the unit has no earlier finished questionnaire; SCORING.md gives no wording, so this one is ours. */
export function alertaSemAnterior(produto = 'Guia'): string {
  return `Ainda não há um ${produto} anterior finalizado desta unidade para comparação.`;
}

/** The UFs whose units make up a group. */
export function ufsDoGrupo(grupo: GrupoComparativo, ufDaUnidade: string): string[] {
  if (grupo === 'minha-regiao') return [ufDaUnidade];
  if (grupo === 'brasil') return UFS.map((u) => u.sigla);
  if (grupo === 'Distrito Federal') return ['DF'];
  return UFS.filter((u) => u.regiao === grupo).map((u) => u.sigla);
}

/** Chart series of one set of principle scores, the total being their integer average over 5. */
export function serieComparativa(aproveitamentos: readonly number[]): SerieComparativa {
  if (aproveitamentos.length !== NUMERO_PRINCIPIOS) {
    throw new RangeError(
      `Esperados ${NUMERO_PRINCIPIOS} aproveitamentos, recebidos ${aproveitamentos.length}`,
    );
  }
  return { principios: [...aproveitamentos], total: mediaDosPrincipios(aproveitamentos) };
}

function maisRecente(a: ResultadoFinalizado, b: ResultadoFinalizado): boolean {
  const diff = a.finalizadoEm.getTime() - b.finalizadoEm.getTime();
  return diff > 0 || (diff === 0 && a.questionarioId > b.questionarioId);
}

/** Keeps each unit's latest finished questionnaire, the only one that speaks for the unit. */
export function ultimoPorUnidade(resultados: readonly ResultadoFinalizado[]): ResultadoFinalizado[] {
  const porObjeto = new Map<number, ResultadoFinalizado>();
  for (const r of resultados) {
    const atual = porObjeto.get(r.objetoId);
    if (!atual || maisRecente(r, atual)) porObjeto.set(r.objetoId, r);
  }
  return [...porObjeto.values()];
}

/**
 * Compares a finished questionnaire with a group: the truncated mean aproveitamento per principle over
 * the latest finished questionnaire of each other unit of those UFs in the same edition; a group
 * smaller than `minUnidades` answers the confidentiality alert instead.
 */
export function compararComGrupo(
  selecionado: ResultadoFinalizado,
  resultados: readonly ResultadoFinalizado[],
  ufs: readonly string[],
  minUnidades: number = COMPARATIVO_MIN_UNIDADES,
): Comparativo {
  const questionario = serieComparativa(selecionado.aproveitamentos);
  const grupo = ultimoPorUnidade(
    resultados.filter(
      (r) => r.edicaoId === selecionado.edicaoId && r.objetoId !== selecionado.objetoId && ufs.includes(r.uf),
    ),
  );
  if (grupo.length === 0 || grupo.length < minUnidades) {
    return { questionario, comparacao: null, unidades: grupo.length, alert: ALERTA_GRUPO_INSUFICIENTE };
  }
  const medias = Array.from({ length: NUMERO_PRINCIPIOS }, (_, i) =>
    Math.floor(grupo.reduce((soma, r) => soma + (r.aproveitamentos[i] ?? 0), 0) / grupo.length),
  );
  return { questionario, comparacao: serieComparativa(medias), unidades: grupo.length };
}

/** Compares a finished questionnaire with the same unit's questionnaire finished just before it (any edition). */
export function compararComAnterior(
  selecionado: ResultadoFinalizado,
  resultadosDaUnidade: readonly ResultadoFinalizado[],
  produto = 'Guia',
): Comparativo {
  const questionario = serieComparativa(selecionado.aproveitamentos);
  let anterior: ResultadoFinalizado | null = null;
  for (const r of resultadosDaUnidade) {
    if (r.objetoId !== selecionado.objetoId || !maisRecente(selecionado, r)) continue;
    if (!anterior || maisRecente(r, anterior)) anterior = r;
  }
  if (!anterior) return { questionario, comparacao: null, unidades: 0, alert: alertaSemAnterior(produto) };
  return { questionario, comparacao: serieComparativa(anterior.aproveitamentos), unidades: 1 };
}
