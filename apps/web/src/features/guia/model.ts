import type { GuiaEstrutura, IndicadorGuia, PrincipioGuia } from '@guia/shared';

/** An indicator with its place in the principle: movement runs across indicators, then criteria. */
export interface IndicadorNoPrincipio {
  indicador: IndicadorGuia;
  criterioId: number;
  criterioNumber: string;
  criterioTitulo: string;
  /** 0-based position in the principle. */
  posicao: number;
}

/** The principle's indicators in order: criterion by criterion, indicator by indicator. */
export function indicadoresDoPrincipio(principio: PrincipioGuia): IndicadorNoPrincipio[] {
  const out: IndicadorNoPrincipio[] = [];
  for (const criterio of principio.criterios) {
    for (const indicador of criterio.indicadores) {
      out.push({
        indicador,
        criterioId: criterio.id,
        criterioNumber: criterio.number,
        criterioTitulo: criterio.titulo,
        posicao: out.length,
      });
    }
  }
  return out;
}

export function findPrincipio(guia: GuiaEstrutura, principioId: number): PrincipioGuia | undefined {
  return guia.principios.find((p) => p.id === principioId);
}

/** The first unanswered indicator of a principle (where 'Continuar' resumes), if any. */
export function primeiroPendente(principio: PrincipioGuia): IndicadorGuia | undefined {
  return indicadoresDoPrincipio(principio).find((i) => i.indicador.resposta === null)?.indicador;
}

/** Whole percent of answered over total (0 when there is nothing to answer). */
export function percentInteiro(respondidas: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((respondidas / total) * 100)) : 0;
}

/**
 * The tick rule (spec §4 'Answering'): a level shows ticked when its weight is at or below the chosen weight;
 * weight 0 ('Não se aplica') only when the chosen weight is 0.
 */
export function nivelMarcado(peso: number, pesoEscolhido: number | null): boolean {
  if (pesoEscolhido === null) return false;
  if (pesoEscolhido === 0) return peso === 0;
  return peso > 0 && peso <= pesoEscolhido;
}
