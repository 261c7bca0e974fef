import { assertPeso, assertPrincipioCodigo, PESO_MAXIMO, PESO_NAO_SE_APLICA } from './regras.ts';

/** One maturity level of an indicator (`nivel`). */
export interface Nivel {
  id: number;
  peso: number;
  descricao: string;
}

/** The level chosen for an indicator; `percentual` only where the indicator has a slider. */
export interface Resposta {
  nivelId: number;
  percentual?: number | null;
}

/** An indicator of the edition with the questionnaire's answer, as the API loads it from its rows. */
export interface IndicadorEntrada {
  id: number;
  /** `principio.criterio.indicador`, e.g. '2.1.3'. */
  codigo: string;
  titulo: string;
  principioCodigo: number;
  /** Category ids the indicator applies to; empty means every category. */
  categorias: readonly number[];
  niveis: readonly Nivel[];
  resposta: Resposta | null;
}

export type SituacaoIndicador = 'nao-respondido' | 'nao-aplicavel' | 'respondido';

export type LegendaPrioridade = 'MUITO IMPORTANTE' | 'IMPORTANTE' | 'PARABÉNS';

/** Per-indicator result: the gabarito item without apoio and evidencias, which the API attaches. */
export interface IndicadorResultado {
  id: number;
  codigo: string;
  titulo: string;
  principioCodigo: number;
  /** Weight of the chosen level: 0 = não se aplica, null = unanswered. */
  resposta: number | null;
  situacao: SituacaoIndicador;
  /** Text of the chosen level. */
  descricao: string | null;
  percentual: number | null;
  proximopeso: number | null;
  /** Text of the next level. */
  proximo: string | null;
  legenda: LegendaPrioridade | null;
  parabens: boolean;
}

/** True when the indicator is shown to a unit of this category (an empty list applies to all). */
export function indicadorSeAplica(categorias: readonly number[], categoriaId: number): boolean {
  return categorias.length === 0 || categorias.includes(categoriaId);
}

/** The chosen level, or null when unanswered; throws when the answer names a level of another indicator. */
export function nivelEscolhido(
  indicador: Pick<IndicadorEntrada, 'codigo' | 'niveis' | 'resposta'>,
): Nivel | null {
  if (indicador.resposta === null) return null;
  const { nivelId } = indicador.resposta;
  const nivel = indicador.niveis.find((n) => n.id === nivelId);
  if (!nivel) throw new RangeError(`Nível ${nivelId} não pertence ao indicador ${indicador.codigo}`);
  assertPeso(nivel.peso);
  return nivel;
}

/** Classifies an answered weight: null is unanswered, 0 is não se aplica. */
export function situacaoDoPeso(peso: number | null): SituacaoIndicador {
  if (peso === null) return 'nao-respondido';
  return peso === PESO_NAO_SE_APLICA ? 'nao-aplicavel' : 'respondido';
}

/** The level with the smallest weight above the answer; none when unanswered, NA or at the top. */
export function proximoNivel(niveis: readonly Nivel[], peso: number | null): Nivel | null {
  if (peso === null || peso === PESO_NAO_SE_APLICA || peso >= PESO_MAXIMO) return null;
  let proximo: Nivel | null = null;
  for (const nivel of niveis) {
    if (nivel.peso > peso && (proximo === null || nivel.peso < proximo.peso)) proximo = nivel;
  }
  return proximo;
}

/** Legend colour group of a weight: 1-2 'MUITO IMPORTANTE', 3-4 'IMPORTANTE', 5 'PARABÉNS'; none for NA or unanswered. */
export function legendaDoPeso(peso: number | null): LegendaPrioridade | null {
  if (peso === null || peso === PESO_NAO_SE_APLICA) return null;
  assertPeso(peso);
  if (peso <= 2) return 'MUITO IMPORTANTE';
  if (peso <= 4) return 'IMPORTANTE';
  return 'PARABÉNS';
}

/** Scores one indicator from its chosen level; the slider percentage is carried, never scored. */
export function resultadoDoIndicador(indicador: IndicadorEntrada): IndicadorResultado {
  assertPrincipioCodigo(indicador.principioCodigo);
  const nivel = nivelEscolhido(indicador);
  const resposta = nivel?.peso ?? null;
  const proximo = proximoNivel(indicador.niveis, resposta);
  return {
    id: indicador.id,
    codigo: indicador.codigo,
    titulo: indicador.titulo,
    principioCodigo: indicador.principioCodigo,
    resposta,
    situacao: situacaoDoPeso(resposta),
    descricao: nivel?.descricao ?? null,
    percentual: indicador.resposta?.percentual ?? null,
    proximopeso: proximo?.peso ?? null,
    proximo: proximo?.descricao ?? null,
    legenda: legendaDoPeso(resposta),
    parabens: resposta === PESO_MAXIMO,
  };
}
