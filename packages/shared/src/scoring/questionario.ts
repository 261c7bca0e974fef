import { type AvaliacaoGeral, calcularAvaliacaoGeral } from './avaliacao-geral.ts';
import {
  type IndicadorEntrada,
  type IndicadorResultado,
  indicadorSeAplica,
  resultadoDoIndicador,
} from './indicador.ts';
import { calcularPrincipio, type PrincipioResultado } from './principio.ts';
import { compararPorCodigo, selecionarPrioridades } from './prioridades.ts';
import { NUMERO_PRINCIPIOS } from './regras.ts';

/** Everything the scoring needs about one questionnaire: the unit's category and the edition's indicators with answers. */
export interface QuestionarioEntrada {
  categoriaId: number;
  indicadores: readonly IndicadorEntrada[];
}

export interface QuestionarioResultado {
  /** Always the five principles, codes 1..5 in order. */
  principios: PrincipioResultado[];
  avaliacaoGeral: AvaliacaoGeral;
  /** Every indicator that applies to the unit, in code order. */
  gabarito: IndicadorResultado[];
  prioridades: IndicadorResultado[];
  total: number;
  respondidas: number;
  /** Every applicable indicator answered (at least 'Não se aplica'): the questionnaire can be finished. */
  completo: boolean;
}

/** Scores a questionnaire: drops indicators of other categories, then applies every rule of docs/SCORING.md. */
export function pontuarQuestionario(entrada: QuestionarioEntrada): QuestionarioResultado {
  const gabarito = entrada.indicadores
    .filter((i) => indicadorSeAplica(i.categorias, entrada.categoriaId))
    .map(resultadoDoIndicador)
    .sort(compararPorCodigo);
  const principios = Array.from({ length: NUMERO_PRINCIPIOS }, (_, i) =>
    calcularPrincipio(
      i + 1,
      gabarito.filter((g) => g.principioCodigo === i + 1).map((g) => g.resposta),
    ),
  );
  const total = gabarito.length;
  const respondidas = gabarito.filter((g) => g.resposta !== null).length;
  return {
    principios,
    avaliacaoGeral: calcularAvaliacaoGeral(principios),
    gabarito,
    prioridades: selecionarPrioridades(gabarito),
    total,
    respondidas,
    completo: total > 0 && respondidas === total,
  };
}
