import {
  type GrupoRelatorioComparativo,
  type ItemGabarito,
  type QuestionarioDoRelatorio,
  type RelatorioComparativo,
  type RelatorioCompleto,
  type RelatorioDesempenho,
  type RelatorioPrioridades,
  rotuloDoGrupo,
  type SerieComparativa,
  type SerieRelatorioComparativo,
  type UnidadeRelatorio,
} from '@guia/shared';
import type { ComparativoCarregado } from './relatorio.comparativo.ts';
import type {
  Cabecalho,
  Completo,
  Desempenho,
  ItemDoGabarito,
  PrincipioDoRelatorio,
  Prioridades,
} from './relatorio.service.ts';

export function presentUnidade(c: Cabecalho): UnidadeRelatorio {
  return {
    id: c.objetoId,
    nomeunidade: c.nomeunidade,
    endereco: `${c.cidade} - ${c.uf}`,
    cidade: c.cidade,
    uf: c.uf,
    nome: c.nome,
    email: c.email,
    categoria_id: c.categoriaId,
    categoria: c.categoria,
    atividade: c.atividade,
    sistemaadotado: c.sistemaadotado,
    area: c.area,
    areapasto: c.areaPasto,
    rebanho: c.rebanho,
    inscricao_estadual: c.inscricaoEstadual,
    car: c.car,
  };
}

export function presentQuestionario(c: Cabecalho): QuestionarioDoRelatorio {
  return {
    id: c.questionarioId,
    guia_id: c.edicaoId,
    ano: c.ano,
    finalizadoem: c.finalizadoEm.toISOString(),
  };
}

export function presentItem(i: ItemDoGabarito): ItemGabarito {
  return {
    id: i.id,
    codigo: i.codigo,
    titulo: i.titulo,
    pcode: i.principioCodigo,
    resposta: i.resposta,
    descricao: i.descricao,
    proximopeso: i.proximopeso,
    proximo: i.proximo,
    legenda: i.legenda,
    exemploevidencia: i.exemploevidencia,
    apoio: i.apoio.map((a) => ({ id: a.id, titulo: a.titulo, url: a.url })),
    evidencias: i.evidencias.map((e) => ({ id: e.id, titulo: e.titulo })),
  };
}

export function presentDesempenho(d: Desempenho): RelatorioDesempenho {
  return {
    unidade: presentUnidade(d.cabecalho),
    questionario: presentQuestionario(d.cabecalho),
    avaliacaoGeral: {
      totalAvaliacao: d.avaliacaoGeral.totalAvaliacao,
      totalPotencial: d.avaliacaoGeral.totalPotencial,
      percentual: d.avaliacaoGeral.percentual,
    },
    principios: d.principios.map((p) => {
      const r = p.resultado;
      return {
        id: p.id,
        codigo: p.codigo,
        titulo: p.titulo,
        subtitulo: p.subtitulo,
        descricao: p.descricao,
        icone: p.icone,
        orientacaoGtps: p.orientacao,
        total: r.total,
        respondidas: r.respondidas,
        percentual: r.percentual,
        aplicaveis: r.aplicaveis,
        aproveitamento: r.aproveitamento,
        naoAplicado: !r.aplicado,
        blocoPercentuais: {
          atendido: r.blocoPercentuais.atendido,
          naoAtendido: r.blocoPercentuais.naoAtendido,
          naoPreenchido: r.blocoPercentuais.naoPreenchido,
        },
        blocoResultado: {
          potencial: r.blocoResultado.potencial,
          indicadores: r.blocoResultado.indicadores,
          avaliacao: r.blocoResultado.avaliacao,
        },
        gabarito: p.gabarito.map(presentItem),
      };
    }),
  };
}

export function presentCompleto(c: Completo): RelatorioCompleto {
  return {
    unidade: presentUnidade(c.cabecalho),
    questionario: presentQuestionario(c.cabecalho),
    score: c.principios.map((p) => ({
      codigo: p.codigo,
      titulo: p.titulo,
      valor: p.resultado.aproveitamento,
      nulos: p.resultado.naoAplicaveis,
      naoAplicado: !p.resultado.aplicado,
    })),
    scoretotal: c.avaliacaoGeral.percentual,
    questions: c.questions,
    gabarito: c.gabarito.map(presentItem),
  };
}

export function presentPrioridades(p: Prioridades): RelatorioPrioridades {
  return {
    unidade: presentUnidade(p.cabecalho),
    questionario: presentQuestionario(p.cabecalho),
    prioridades: p.prioridades.map(presentItem),
  };
}

function presentSerie(
  serie: SerieComparativa,
  principios: PrincipioDoRelatorio[],
): SerieRelatorioComparativo {
  return {
    valores: serie.principios.map((valor, i) => ({
      codigo: i + 1,
      titulo: principios.find((p) => p.codigo === i + 1)?.titulo ?? '',
      valor,
    })),
    total: serie.total,
  };
}

/** With an alert only the unit's own numbers go out: nothing about the group, not even its size. */
export function presentComparativo(
  c: ComparativoCarregado,
  grupo: GrupoRelatorioComparativo,
  produto: string,
): RelatorioComparativo {
  const { comparativo } = c;
  return {
    grupo,
    rotulo: rotuloDoGrupo(grupo, produto),
    unidade: presentUnidade(c.cabecalho),
    questionario: presentSerie(comparativo.questionario, c.principios),
    comparado: comparativo.comparacao ? presentSerie(comparativo.comparacao, c.principios) : null,
    alert: comparativo.alert ?? null,
    comparadoCom: c.comparadoCom
      ? { ano: c.comparadoCom.ano, finalizadoEm: c.comparadoCom.finalizadoEm.toISOString() }
      : null,
  };
}
