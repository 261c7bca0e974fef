import type {
  AdminApoio,
  AdminEstrutura,
  AdminGuiaDetalhe,
  AdminGuiaHistoricoItem,
  AdminGuiaItem,
  AdminIndicador,
} from '@guia/shared';
import type { EstruturaDoPrincipio } from './admin-guia.estrutura.ts';
import { situacaoDaEdicao } from './admin-guia.service.ts';

/** One row of the editions table: the listed fields only. */
export function presentGuiaItem(row: {
  id: number;
  ano: number;
  disponivel: boolean;
  datadisponivel: Date | null;
  totalRespondido: number;
  totalQuestionarios: number;
  totalIndicadores: number;
}): AdminGuiaItem {
  return {
    id: row.id,
    ano: row.ano,
    disponivel: row.disponivel,
    situacao: situacaoDaEdicao(row),
    datadisponivel: row.datadisponivel ? new Date(row.datadisponivel).toISOString() : null,
    totalRespondido: Number(row.totalRespondido),
    totalQuestionarios: Number(row.totalQuestionarios),
    totalIndicadores: Number(row.totalIndicadores),
  };
}

/** The edition and its principle cards. */
export function presentGuiaDetalhe(d: {
  guia: Parameters<typeof presentGuiaItem>[0];
  estruturaBloqueada: boolean;
  principios: {
    id: number;
    codigo: number;
    titulo: string;
    subtitulo: string;
    icone: string;
    totalCriterios: number;
    totalPerguntas: number;
  }[];
}): AdminGuiaDetalhe {
  return {
    guia: presentGuiaItem(d.guia),
    estruturaBloqueada: d.estruturaBloqueada,
    principios: d.principios.map((p) => ({
      id: p.id,
      codigo: p.codigo,
      titulo: p.titulo,
      subtitulo: p.subtitulo,
      icone: p.icone,
      totalCriterios: Number(p.totalCriterios),
      totalPerguntas: Number(p.totalPerguntas),
    })),
  };
}

export function presentApoio(a: {
  id: number;
  titulo: string;
  url: string;
  categoriaId: number;
}): AdminApoio {
  return { id: a.id, titulo: a.titulo, url: a.url, categoriaId: a.categoriaId };
}

/** The structure editor of one principle: criteria → indicators → levels and support links, in order. */
export function presentEstrutura(e: EstruturaDoPrincipio): AdminEstrutura {
  const niveis = agrupar(e.niveis, (n) => n.indicadorId);
  const apoios = agrupar(e.apoios, (a) => a.indicadorId);
  const indicadores = agrupar(e.indicadores, (i) => i.criterioId);
  return {
    guia: e.guia,
    principio: e.principio,
    versao: e.versao,
    estruturaBloqueada: e.estruturaBloqueada,
    criterios: e.criterios.map((c) => ({
      id: c.id,
      codigo: c.codigo,
      number: `${e.principio.codigo}.${c.codigo}`,
      titulo: c.titulo,
      descricao: c.descricao,
      indicadores: (indicadores.get(c.id) ?? []).map(
        (i): AdminIndicador => ({
          id: i.id,
          codigo: i.codigo,
          sequencia: i.sequencia,
          linhagem: i.linhagem,
          titulo: i.titulo,
          categorias: i.categorias,
          possuirestricao: i.possuirestricao,
          restricao: i.restricao,
          possuiorientacao: i.possuiorientacao,
          orientacao: i.orientacao,
          possuigee: i.possuigee,
          possuievidencia: i.possuievidencia,
          exemploevidencia: i.exemploevidencia,
          possuipercentual: i.possuipercentual,
          niveis: (niveis.get(i.id) ?? []).map((n) => ({ id: n.id, peso: n.peso, descricao: n.descricao })),
          apoio: (apoios.get(i.id) ?? []).map(presentApoio),
        }),
      ),
    })),
  };
}

/** One audit row of the edition's history. */
export function presentHistorico(row: {
  id: number;
  criadoEm: Date;
  atorNome: string;
  acao: string;
  detalhes: Record<string, unknown>;
}): AdminGuiaHistoricoItem {
  return {
    id: row.id,
    criadoEm: new Date(row.criadoEm).toISOString(),
    atorNome: row.atorNome,
    acao: row.acao,
    detalhes: row.detalhes,
  };
}

function agrupar<T, K>(itens: readonly T[], chave: (item: T) => K): Map<K, T[]> {
  const mapa = new Map<K, T[]>();
  for (const item of itens) {
    const lista = mapa.get(chave(item));
    if (lista) lista.push(item);
    else mapa.set(chave(item), [item]);
  }
  return mapa;
}
