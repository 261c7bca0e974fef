import { mediaDosPrincipios } from './avaliacao-geral.ts';
import { type BlocoPercentuais, repartirPotencial } from './principio.ts';
import { INTERVALO_ULTIMO_ANO_DIAS, NUMERO_PRINCIPIOS } from './regras.ts';
import { repartirEm100 } from './repartir-em-100.ts';
import type { ResultadoPrincipioArmazenado } from './resultado-armazenado.ts';

const DIA_MS = 86_400_000;

/** Start of the 'Último ano' interval: exactly 365 days before now. */
export function inicioDoUltimoAno(agora: Date): Date {
  return new Date(agora.getTime() - INTERVALO_ULTIMO_ANO_DIAS * DIA_MS);
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
 * Averages the frozen rows of finished questionnaires (one inner list per questionnaire); means are
 * truncated like every score, and the averaged shares go through largest remainder again.
 */
export function mediaDosResultados(
  questionarios: readonly (readonly ResultadoPrincipioArmazenado[])[],
): MediaResultados {
  const n = questionarios.length;
  const media = (soma: number) => (n === 0 ? 0 : Math.floor(soma / n));
  const doPrincipio = (q: readonly ResultadoPrincipioArmazenado[], codigo: number) =>
    q.find((r) => r.principioCodigo === codigo);
  const codigos = Array.from({ length: NUMERO_PRINCIPIOS }, (_, i) => i + 1);
  const aproveitamento = codigos.map((c) =>
    media(questionarios.reduce((s, q) => s + (doPrincipio(q, c)?.aproveitamento ?? 0), 0)),
  );
  const potencial = media(questionarios.reduce((s, q) => s + q.reduce((t, r) => t + r.potencial, 0), 0));
  const percentual = media(
    questionarios.reduce(
      (s, q) => s + mediaDosPrincipios(codigos.map((c) => doPrincipio(q, c)?.aproveitamento ?? 0)),
      0,
    ),
  );
  const blocoPercentuais = codigos.map((c) => {
    // Summing the shares keeps the mean exact: each questionnaire adds 100 (or 0), so their split is the mean's.
    const somas = [0, 0, 0];
    for (const q of questionarios) {
      const r = doPrincipio(q, c);
      somas[0]! += r?.atendido ?? 0;
      somas[1]! += r?.naoAtendido ?? 0;
      somas[2]! += r?.naoPreenchido ?? 0;
    }
    return repartirPotencial(somas[0]!, somas[1]!, somas[2]!);
  });
  return { questionarios: n, aproveitamento, potencial, percentual, blocoPercentuais };
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
