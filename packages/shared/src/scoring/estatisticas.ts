import { mediaDosPrincipios } from './avaliacao-geral.ts';
import { type BlocoPercentuais, repartirPotencial } from './principio.ts';
import { INTERVALO_ULTIMO_ANO_DIAS, NUMERO_PRINCIPIOS } from './regras.ts';
import { repartirEm100 } from './repartir-em-100.ts';
import type { ResultadoPrincipioArmazenado } from './resultado-armazenado.ts';

const DIA_MS = 86_400_000;

/**
 * The statistics count in whole days of Brasília time (UTC-3, no daylight saving since 2019), so a
 * day's totals can be kept in a rollup. The same offset as an SQL interval: `at time zone interval '-03:00'`.
 */
export const FUSO_ESTATISTICAS_MINUTOS = -180;
export const FUSO_ESTATISTICAS_SQL = '-03:00';

/** The Brasília-time calendar day of an instant, as 'YYYY-MM-DD'. */
export function diaDasEstatisticas(data: Date): string {
  return new Date(data.getTime() + FUSO_ESTATISTICAS_MINUTOS * 60_000).toISOString().slice(0, 10);
}

/**
 * Start of the 'Último ano' interval: 00:00 (Brasília time) of the day 365 days before now, so the
 * interval is that whole day and every day since, today included.
 */
export function inicioDoUltimoAno(agora: Date): Date {
  return new Date(`${primeiroDiaDoUltimoAno(agora)}T00:00:00.000Z`.replace('Z', '-03:00'));
}

/** The first day of the 'Último ano' interval, as 'YYYY-MM-DD'. */
export function primeiroDiaDoUltimoAno(agora: Date): string {
  return diaDasEstatisticas(new Date(agora.getTime() - INTERVALO_ULTIMO_ANO_DIAS * DIA_MS));
}

/** True when the instant falls in the 'Último ano' interval ending now (both ends included). */
export function estaNoUltimoAno(data: Date, agora: Date): boolean {
  const t = data.getTime();
  return t >= inicioDoUltimoAno(agora).getTime() && t <= agora.getTime();
}

/** The admin's blocoAproveitamento and blocoPercentuais over finished questionnaires. */
export interface MediaResultados {
  questionarios: number;
  /** Truncated mean aproveitamento per principle, index 0 = principle 1. */
  aproveitamento: number[];
  /** Truncated mean of each questionnaire's total potencial. */
  potencial: number;
  /** Truncated mean of each questionnaire's overall percentual. */
  percentual: number;
  /** Mean shares per principle, again adding up to exactly 100 (or all 0). */
  blocoPercentuais: BlocoPercentuais[];
}

/**
 * Running sums over finished questionnaires, what the statistics rollup stores: enough to give the
 * truncated means exactly, whatever the set (sums and counts add up, means do not).
 */
export interface SomasResultados {
  questionarios: number;
  /** Per principle, index 0 = principle 1. */
  aproveitamento: number[];
  /** Sum of each questionnaire's total potencial. */
  potencial: number;
  /** Sum of each questionnaire's overall percentual (`mediaDosPrincipios`). */
  percentual: number;
  /** Per principle, sums of the atendido / naoAtendido / naoPreenchido shares. */
  atendido: number[];
  naoAtendido: number[];
  naoPreenchido: number[];
}

const CODIGOS = Array.from({ length: NUMERO_PRINCIPIOS }, (_, i) => i + 1);

/** What one finished questionnaire adds to the sums (a missing principle counts 0). */
export function somasDoQuestionario(q: readonly ResultadoPrincipioArmazenado[]): SomasResultados {
  const doPrincipio = (codigo: number) => q.find((r) => r.principioCodigo === codigo);
  const aproveitamento = CODIGOS.map((c) => doPrincipio(c)?.aproveitamento ?? 0);
  return {
    questionarios: 1,
    aproveitamento,
    potencial: q.reduce((t, r) => t + r.potencial, 0),
    percentual: mediaDosPrincipios(aproveitamento),
    atendido: CODIGOS.map((c) => doPrincipio(c)?.atendido ?? 0),
    naoAtendido: CODIGOS.map((c) => doPrincipio(c)?.naoAtendido ?? 0),
    naoPreenchido: CODIGOS.map((c) => doPrincipio(c)?.naoPreenchido ?? 0),
  };
}

/** No questionnaire: every sum 0. */
export function somasVazias(): SomasResultados {
  const zeros = () => CODIGOS.map(() => 0);
  return {
    questionarios: 0,
    aproveitamento: zeros(),
    potencial: 0,
    percentual: 0,
    atendido: zeros(),
    naoAtendido: zeros(),
    naoPreenchido: zeros(),
  };
}

/** Adds two sets of sums. */
export function somarSomas(a: SomasResultados, b: SomasResultados): SomasResultados {
  const mais = (x: number[], y: number[]) => x.map((v, i) => v + (y[i] ?? 0));
  return {
    questionarios: a.questionarios + b.questionarios,
    aproveitamento: mais(a.aproveitamento, b.aproveitamento),
    potencial: a.potencial + b.potencial,
    percentual: a.percentual + b.percentual,
    atendido: mais(a.atendido, b.atendido),
    naoAtendido: mais(a.naoAtendido, b.naoAtendido),
    naoPreenchido: mais(a.naoPreenchido, b.naoPreenchido),
  };
}

/**
 * The means from the sums: truncated like every score, and the summed shares split again by
 * largest remainder (each questionnaire adds 100 or 0, so their split is the mean's).
 */
export function mediaDasSomas(s: SomasResultados): MediaResultados {
  const n = s.questionarios;
  const media = (soma: number) => (n === 0 ? 0 : Math.floor(soma / n));
  return {
    questionarios: n,
    aproveitamento: s.aproveitamento.map(media),
    potencial: media(s.potencial),
    percentual: media(s.percentual),
    blocoPercentuais: CODIGOS.map((_, i) =>
      repartirPotencial(s.atendido[i] ?? 0, s.naoAtendido[i] ?? 0, s.naoPreenchido[i] ?? 0),
    ),
  };
}

/**
 * Averages the frozen rows of finished questionnaires (one inner list per questionnaire); means are
 * truncated like every score, and the averaged shares go through largest remainder again.
 */
export function mediaDosResultados(
  questionarios: readonly (readonly ResultadoPrincipioArmazenado[])[],
): MediaResultados {
  return mediaDasSomas(questionarios.map(somasDoQuestionario).reduce(somarSomas, somasVazias()));
}

/** Units of one category, as counted by the statistics query. */
export interface UnidadesPorCategoria {
  categoriaId: number;
  unidades: number;
}

/** Adds each category's share of all units, as whole percents adding up to 100. */
export function participacaoPorCategoria(
  categorias: readonly UnidadesPorCategoria[],
): (UnidadesPorCategoria & { percentual: number })[] {
  const percentuais = repartirEm100(categorias.map((c) => c.unidades));
  return categorias.map((c, i) => ({ ...c, percentual: percentuais[i]! }));
}
