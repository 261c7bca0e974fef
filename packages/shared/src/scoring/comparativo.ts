import { type Regiao, UFS } from '../constants.ts';
import { mediaDosPrincipios } from './avaliacao-geral.ts';
import {
  ALERTA_BRASIL_INSUFICIENTE,
  ALERTA_GRUPO_INSUFICIENTE,
  COMPARATIVO_FAIXA,
  COMPARATIVO_GRADE,
  COMPARATIVO_MIN_UNIDADES,
  NUMERO_PRINCIPIOS,
} from './regras.ts';

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

/**
 * Key of a group's published snapshot: `uf:MT` for a UF ('minha-regiao' is the unit's own UF,
 * 'Distrito Federal' is `uf:DF`), `regiao:Sul` for a macro-region, `brasil` for the country.
 */
export function chaveDoGrupo(grupo: GrupoComparativo, ufDaUnidade: string): string {
  if (grupo === 'minha-regiao') return `uf:${ufDaUnidade}`;
  if (grupo === 'Distrito Federal') return 'uf:DF';
  if (grupo === 'brasil') return 'brasil';
  return `regiao:${grupo}`;
}

/** The confidentiality alert, naming the group: the spec's text for a UF or region, 'no Brasil' for the country. */
export function alertaGrupoInsuficiente(grupo: GrupoComparativo): string {
  return grupo === 'brasil' ? ALERTA_BRASIL_INSUFICIENTE : ALERTA_GRUPO_INSUFICIENTE;
}

/**
 * The quarter of the 0-100 scale a principle score falls in (0: 0-24, 1: 25-49, 2: 50-74,
 * 3: 75-100): all a published snapshot keeps of a unit's score. SQL twin: `faixaSql` (API).
 * Example: 0 and 24 -> 0; 25 -> 1; 74 -> 2; 75 and 100 -> 3.
 */
export function faixaDoAproveitamento(aproveitamento: number): number {
  const ultima = Math.floor(100 / COMPARATIVO_FAIXA) - 1;
  return Math.min(Math.max(Math.floor(aproveitamento / COMPARATIVO_FAIXA), 0), ultima);
}

/**
 * The published mean of `unidades` units from the sum of their quarters: the mean of the quarters'
 * midpoints (12.5, 37.5, 62.5, 87.5) rounded to the nearest multiple of COMPARATIVO_GRADE, a tie
 * to the even multiple (so the scale stays symmetric: 12.5 -> 10, 87.5 -> 90). Exact in integers.
 * Example: quarters 0, 1, 2, 2, 2 (sum 7, 5 units): midpoints' mean 47.5 -> 50 (tie, 10 is even).
 */
export function mediaPublicada(somaDasFaixas: number, unidades: number): number {
  // mean = FAIXA * (2s + n) / 2n; in grid steps: FAIXA * (2s + n) / (2n * GRADE).
  const num = COMPARATIVO_FAIXA * (2 * somaDasFaixas + unidades);
  const den = 2 * unidades * COMPARATIVO_GRADE;
  let passos = Math.floor(num / den);
  const resto = num - passos * den;
  if (2 * resto > den || (2 * resto === den && passos % 2 === 1)) passos += 1;
  return passos * COMPARATIVO_GRADE;
}

/** A group's published snapshot: how many units and distinct owners, and the sums of their quarters (faixas). */
export interface AgregadoDoGrupo {
  unidades: number;
  donos: number;
  /** Per principle (index 0 = principle 1): the sum of the units' `faixaDoAproveitamento`. */
  somas: readonly number[];
}

/** The caller's own units inside a group's published snapshot (the caller being the unit's owner). */
export interface ParteDoDono {
  unidades: number;
  /** Per principle (index 0 = principle 1): the sum of the units' quarters, as in the snapshot. */
  somas: readonly number[];
}

/**
 * Compares a finished questionnaire with a group's published snapshot, ALL of the owner's units
 * taken out first: the group is shown only when what remains holds at least `minUnidades` units
 * of at least `minUnidades` distinct owners, and then the value per principle is `mediaPublicada`
 * over the remaining units' quarters. Otherwise (or with no snapshot) the alert replaces the chart.
 */
export function compararComGrupo(
  aproveitamentos: readonly number[],
  grupo: AgregadoDoGrupo | null,
  doDono: ParteDoDono,
  minUnidades: number = COMPARATIVO_MIN_UNIDADES,
  alerta: string = ALERTA_GRUPO_INSUFICIENTE,
): Comparativo {
  const questionario = serieComparativa(aproveitamentos);
  const unidades = (grupo?.unidades ?? 0) - doDono.unidades;
  const donos = (grupo?.donos ?? 0) - (doDono.unidades > 0 ? 1 : 0);
  if (!grupo || unidades <= 0 || unidades < minUnidades || donos < minUnidades) {
    return { questionario, comparacao: null, unidades: 0, alert: alerta };
  }
  const medias = Array.from({ length: NUMERO_PRINCIPIOS }, (_, i) =>
    mediaPublicada((grupo.somas[i] ?? 0) - (doDono.somas[i] ?? 0), unidades),
  );
  return { questionario, comparacao: serieComparativa(medias), unidades };
}

/** The same unit's questionnaire finished just before the selected one (any edition), or null. */
export function questionarioAnterior<T extends ResultadoFinalizado>(
  selecionado: ResultadoFinalizado,
  resultadosDaUnidade: readonly T[],
): T | null {
  let anterior: T | null = null;
  for (const r of resultadosDaUnidade) {
    if (r.objetoId !== selecionado.objetoId || !maisRecente(selecionado, r)) continue;
    if (!anterior || maisRecente(r, anterior)) anterior = r;
  }
  return anterior;
}

/** Compares a finished questionnaire with the same unit's questionnaire finished just before it (any edition). */
export function compararComAnterior(
  selecionado: ResultadoFinalizado,
  resultadosDaUnidade: readonly ResultadoFinalizado[],
  produto = 'Guia',
): Comparativo {
  const questionario = serieComparativa(selecionado.aproveitamentos);
  const anterior = questionarioAnterior(selecionado, resultadosDaUnidade);
  if (!anterior) return { questionario, comparacao: null, unidades: 0, alert: alertaSemAnterior(produto) };
  return { questionario, comparacao: serieComparativa(anterior.aproveitamentos), unidades: 1 };
}
