import {
  type GuiaEstrutura,
  type IndicadorEntrada,
  type IndicadorGuia,
  PESO_NAO_SE_APLICA,
  pontuarQuestionario,
} from '@guia/shared';

/** An answer kept in the outbox and not yet acknowledged by the server (`nivel_id` null: cleared). */
export interface RespostaPendente {
  indicadorId: number;
  nivel_id: number | null;
  percentual: number | null;
}

export interface GuiaComPendentes {
  /** The questionnaire as the user left it on this device: the pending choices applied, progress recomputed. */
  guia: GuiaEstrutura;
  /** Indicators of this questionnaire with an answer still to send ('N respostas ainda não enviadas'). */
  naoEnviadas: number;
}

/** The indicator with a pending choice applied, or null when the level is not one of its own (stale entry). */
function aplicar(indicador: IndicadorGuia, pendente: RespostaPendente): IndicadorGuia | null {
  if (pendente.nivel_id === null) return { ...indicador, resposta: null, percentualrespondido: null };
  const nivel = indicador.niveis.find((n) => n.id === pendente.nivel_id);
  if (!nivel) return null;
  // As the server stores it: a share only on a slider indicator, and none for 'Não se aplica'.
  const comPercentual = indicador.possuipercentual && nivel.peso !== PESO_NAO_SE_APLICA;
  return {
    ...indicador,
    // The version stays the server's (0: none there yet): a pending choice is not a stored one.
    resposta: { nivel_id: nivel.id, peso: nivel.peso, versao: indicador.resposta?.versao ?? 0 },
    percentualrespondido: comPercentual ? (pendente.percentual ?? null) : null,
  };
}

/** The questionnaire's indicators as the shared scoring reads them (every one already applies to the unit). */
function entradas(guia: GuiaEstrutura): IndicadorEntrada[] {
  return guia.principios.flatMap((p) =>
    p.criterios.flatMap((c) =>
      c.indicadores.map((i) => ({
        id: i.id,
        codigo: i.codigo,
        titulo: i.titulo,
        principioCodigo: p.codigo,
        categorias: [],
        niveis: i.niveis,
        resposta: i.resposta ? { nivelId: i.resposta.nivel_id, percentual: i.percentualrespondido } : null,
      })),
    ),
  );
}

/** Progress per principle and in total, by the server's own rule (`pontuarQuestionario`). */
export function recalcular(guia: GuiaEstrutura): GuiaEstrutura {
  const resultado = pontuarQuestionario({ categoriaId: 0, indicadores: entradas(guia) });
  const porCodigo = new Map(resultado.principios.map((p) => [p.codigo, p]));
  return {
    ...guia,
    totalPerguntas: resultado.total,
    totalRespondido: resultado.respondidas,
    completo: resultado.completo,
    principios: guia.principios.map((p) => {
      const numeros = porCodigo.get(p.codigo);
      return {
        ...p,
        percentual: numeros?.percentual ?? 0,
        respondidas: numeros?.respondidas ?? 0,
        total: numeros?.total ?? 0,
      };
    }),
  };
}

/**
 * The questionnaire with the outbox's unsent choices laid over the last read (later entries win), and its
 * progress recomputed with the shared scoring rule. Entries for indicators not in this questionnaire, or naming a
 * level it does not have, are left out. Without any, the questionnaire is returned as it is.
 */
export function sobreporPendentes(
  guia: GuiaEstrutura,
  pendentes: readonly RespostaPendente[],
): GuiaComPendentes {
  const porIndicador = new Map<number, RespostaPendente>();
  for (const p of pendentes) porIndicador.set(p.indicadorId, p);
  const aplicados = new Set<number>();
  const principios = guia.principios.map((principio) => ({
    ...principio,
    criterios: principio.criterios.map((criterio) => ({
      ...criterio,
      indicadores: criterio.indicadores.map((indicador) => {
        const pendente = porIndicador.get(indicador.id);
        const novo = pendente ? aplicar(indicador, pendente) : null;
        if (!novo) return indicador;
        aplicados.add(indicador.id);
        return novo;
      }),
    })),
  }));
  if (aplicados.size === 0) return { guia, naoEnviadas: 0 };
  let sobreposto: GuiaEstrutura = { ...guia, principios };
  try {
    sobreposto = recalcular(sobreposto);
  } catch (error) {
    // Edition data the rule refuses (a weight out of range): the choices show, the stored progress stays.
    console.warn('[guia-offline] progresso não recalculado', error);
  }
  return { guia: sobreposto, naoEnviadas: aplicados.size };
}
