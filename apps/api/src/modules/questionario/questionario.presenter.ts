import {
  type GuiaDaUnidade,
  type GuiaEstrutura,
  type IndicadorGuia,
  type OrientacaoSalva,
  type OrientacaoSituacao,
  percentualPreenchimento,
  type QuestionarioRelatorio,
} from '@guia/shared';
import type { GuiaDaUnidadeRow } from './questionario.cartoes.ts';
import type { OrientacaoRow } from './questionario.ciclo.ts';
import type { EstruturaDoQuestionario } from './questionario.respostas.ts';
import type { QuestionarioFinalizadoRow } from './questionario.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored answer to the applicator question: null not yet answered, true 'Sim' (sent), false 'Não'. */
function situacaoDaOrientacao(orientado: boolean | null): OrientacaoSituacao {
  if (orientado === null) return 'pendente';
  return orientado ? 'orientado' : 'negado';
}

function presentAnterior(a: { ano: number; peso: number; descricao: string } | undefined) {
  return a ? { ano: a.ano, peso: a.peso, descricao: a.descricao } : null;
}

/** The questionnaire structure for the unit's category: every field listed, nothing else from the rows. */
export function presentEstrutura(e: EstruturaDoQuestionario): GuiaEstrutura {
  const principioPorCodigo = new Map(e.resultado.principios.map((p) => [p.codigo, p]));
  const indicadoresPorCriterio = new Map<number, IndicadorGuia[]>();
  for (const i of e.indicadores) {
    const r = e.respostaPorIndicador.get(i.id);
    const niveis = (e.niveisPorIndicador.get(i.id) ?? []).map((n) => ({
      id: n.id,
      peso: n.peso,
      descricao: n.descricao,
    }));
    const escolhido = r ? niveis.find((n) => n.id === r.nivelId) : undefined;
    const item: IndicadorGuia = {
      id: i.id,
      codigo: i.codigo,
      sequencia: i.sequencia,
      titulo: i.titulo,
      categorias: i.categorias,
      possuiorientacao: i.possuiorientacao,
      orientacao: i.orientacao,
      possuievidencia: i.possuievidencia,
      exemploevidencia: i.exemploevidencia,
      possuipercentual: i.possuipercentual,
      niveis,
      resposta:
        escolhido && r
          ? {
              nivel_id: escolhido.id,
              peso: escolhido.peso,
              versao: r.versao,
              respondido_por: r.autorNome
                ? {
                    nome: r.autorNome,
                    instituicao: r.autorInstituicao ?? '',
                    em: r.atualizadoEm.toISOString(),
                  }
                : null,
            }
          : null,
      percentualrespondido: i.possuipercentual ? (r?.percentual ?? null) : null,
      apoio: (e.apoiosPorIndicador.get(i.id) ?? []).map((a) => ({ id: a.id, titulo: a.titulo, url: a.url })),
      evidencias: (e.evidenciasPorIndicador.get(i.id) ?? []).map((ev) => ({ id: ev.id, titulo: ev.titulo })),
      anterior: presentAnterior(e.anteriores.get(i.id)),
      meta: presentMeta(e.metas.get(i.id), niveis),
    };
    const list = indicadoresPorCriterio.get(i.criterioId);
    if (list) list.push(item);
    else indicadoresPorCriterio.set(i.criterioId, [item]);
  }
  return {
    id: e.edicao.id,
    ano: e.edicao.ano,
    objeto_id: e.questionario.objetoId,
    nomeunidade: e.questionario.nomeunidade,
    questionario: {
      id: e.questionario.id,
      criadoem: e.questionario.criadoEm.toISOString(),
      finalizado: e.questionario.finalizado,
      finalizadoem: iso(e.questionario.finalizadoEm),
      orientacao: situacaoDaOrientacao(e.questionario.preenchimentoOrientado),
    },
    totalPerguntas: e.resultado.total,
    totalRespondido: e.resultado.respondidas,
    completo: e.resultado.completo,
    principios: e.principios.map((p) => {
      const numeros = principioPorCodigo.get(p.codigo);
      return {
        id: p.id,
        codigo: p.codigo,
        titulo: p.titulo,
        subtitulo: p.subtitulo,
        descricao: p.descricao,
        icone: p.icone,
        video: p.video,
        percentual: numeros?.percentual ?? 0,
        respondidas: numeros?.respondidas ?? 0,
        total: numeros?.total ?? 0,
        // A criterion without an indicator for this category is not shown.
        criterios: e.criterios
          .filter((c) => c.principioId === p.id && indicadoresPorCriterio.has(c.id))
          .map((c) => ({
            id: c.id,
            codigo: c.codigo,
            number: `${p.codigo}.${c.codigo}`,
            titulo: c.titulo,
            descricao: c.descricao,
            icone: c.icone,
            indicadores: indicadoresPorCriterio.get(c.id) ?? [],
          })),
      };
    }),
  };
}

export function presentGuiaDaUnidade(g: GuiaDaUnidadeRow): GuiaDaUnidade {
  return {
    id: g.id,
    ano: g.ano,
    disponivel: g.disponivel,
    datadisponivel: iso(g.datadisponivel),
    finalizado: g.finalizado,
    finalizadoem: iso(g.finalizadoEm),
    hasOpenForm: g.hasOpenForm,
    totalPerguntas: g.totalPerguntas,
    totalRespondido: g.totalRespondido,
    questionarios: g.questionarios.map((q) => ({
      id: q.id,
      guia_id: q.edicaoId,
      criadoem: q.criadoEm.toISOString(),
      dataenvio: iso(q.finalizadoEm),
      totalRespondido: q.respondidas,
      percentual: percentualPreenchimento(q.respondidas, g.totalPerguntas),
      finalizado: q.finalizado,
      finalizadoem: iso(q.finalizadoEm),
    })),
  };
}

export function presentRelatorio(q: QuestionarioFinalizadoRow): QuestionarioRelatorio {
  return {
    id: q.id,
    objeto_id: q.objetoId,
    questionario_id: q.id,
    guia_id: q.edicaoId,
    nomeunidade: q.nomeunidade,
    dataenvio: q.finalizadoEm!.toISOString(),
  };
}

/** The applicator data stored on the questionnaire; the columns are only null before the answer. */
export function presentOrientacao(o: OrientacaoRow): OrientacaoSalva {
  return {
    questionario_id: o.questionarioId,
    preenchimento_orientado: o.orientado ?? false,
    preenchimento_orientado_responsavel: o.responsavel ?? '',
    preenchimento_orientado_instituicao: o.instituicao ?? '',
    preenchimento_orientado_email: o.email ?? '',
    preenchimento_orientado_celular: o.celular ?? '',
  };
}

function presentMeta(
  meta: { peso: number; prazo: string } | undefined,
  niveis: { peso: number; descricao: string }[],
) {
  if (!meta) return null;
  return { ...meta, descricao: niveis.find((n) => n.peso === meta.peso)?.descricao ?? null };
}
