import type { AdminExportacao, AdminObjetoDetalhe, AdminObjetoItem } from '@guia/shared';
import type { LinhaObjeto } from '../../db/queries/objetos.ts';
import type { DetalheUnidade } from './admin-objeto.service.ts';
import type { ExportacaoRow } from './exportacao.service.ts';

export function presentAdminObjeto(l: LinhaObjeto): AdminObjetoItem {
  return {
    id: l.id,
    nomeunidade: l.nomeunidade,
    categoria: l.categoria,
    uf: l.uf,
    municipio: l.municipio,
    area: l.area,
    rebanho: l.rebanho,
    status: l.status,
    percentual: l.percentual,
    finalizadoEm: l.finalizadoEm ? l.finalizadoEm.toISOString() : null,
    dono: l.dono,
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentAdminObjetoDetalhe({ objeto: o, cartoes }: DetalheUnidade): AdminObjetoDetalhe {
  return {
    objeto: {
      id: Number(o.id),
      nomeunidade: o.nomeunidade,
      // The unit has no street address: the municipality and the state are its address.
      endereco: `${o.municipio} - ${o.uf}`,
      municipio: o.municipio,
      uf: o.uf,
      categoria: {
        id: Number(o.categoria_id),
        sigla: o.sigla,
        titulo: o.titulo,
        descricao: o.descricao,
        cor: o.cor,
      },
      area: o.area === null ? null : Number(o.area),
      rebanho: o.rebanho === null ? null : Number(o.rebanho),
      dono: { id: Number(o.dono_id), nome: o.dono_nome, email: o.dono_email },
    },
    guias: cartoes.flatMap((c) =>
      [...c.questionarios].reverse().map((q) => ({
        edicaoId: c.id,
        ano: c.ano,
        questionarioId: q.id,
        totalRespondido: c.totalPerguntas === 0 ? 0 : Math.floor((100 * q.respondidas) / c.totalPerguntas),
        finalizado: q.finalizado,
        finalizadoEm: iso(q.finalizadoEm),
      })),
    ),
  };
}

export function presentExportacao(j: ExportacaoRow): AdminExportacao {
  return {
    id: Number(j.id),
    status: j.status,
    processadas: Number(j.processadas),
    total: j.total === null ? null : Number(j.total),
    nomeArquivo: j.status === 'pronto' ? j.nome_arquivo : null,
  };
}
