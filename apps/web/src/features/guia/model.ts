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

/** How many indicators of the principle are still unanswered. */
export function faltamNoPrincipio(principio: PrincipioGuia): number {
  return Math.max(0, principio.total - principio.respondidas);
}

/** Every indicator of the principle answered ('Não se aplica' counts): it shows as done. */
export function principioConcluido(principio: PrincipioGuia): boolean {
  return principio.total > 0 && principio.respondidas >= principio.total;
}

/** The first unanswered indicator of the whole questionnaire, in principle order: where to lead to finish. */
export function primeiroPendenteDoGuia(
  guia: GuiaEstrutura,
): { principio: PrincipioGuia; indicador: IndicadorGuia } | undefined {
  for (const principio of guia.principios) {
    const indicador = primeiroPendente(principio);
    if (indicador) return { principio, indicador };
  }
  return undefined;
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
