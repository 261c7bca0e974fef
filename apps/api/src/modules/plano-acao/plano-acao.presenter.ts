import type {
  Desfecho,
  EstadoItem,
  ItemPlano,
  PlanoAcao,
  PlanoAvaliado,
  PlanosDaUnidade,
  RegistroPlano,
} from '@guia/shared';
import type { ItemCarregado, PlanoCarregado } from './plano-acao.consultas.ts';

/** The download address of a record's file (the owner's, or an administrator's audited read). */
export const urlDoArquivo = (registroId: number) => `/api/PlanoAcao/Registro/${registroId}/Arquivo`;

/** A progress record: its note and, when it has one, its file's name, address and size. */
export function presentRegistro(r: ItemCarregado['registros'][number]): RegistroPlano {
  return {
    id: r.id,
    nota: r.nota,
    criado_em: r.criadoEm.toISOString(),
    arquivo:
      r.arquivoNome === null
        ? null
        : { nome: r.arquivoNome, url: urlDoArquivo(r.id), tamanho: r.arquivoTamanho ?? 0 },
  };
}

/** One target of a plan with the texts of its indicator and of its current and target levels. */
export function presentItem(i: ItemCarregado): ItemPlano {
  return {
    id: i.id,
    indicador_id: i.indicadorId,
    linhagem: i.linhagem,
    indicador_avaliado_id: i.indicadorAvaliadoId,
    principio: { codigo: i.principioCodigo, titulo: i.principioTitulo },
    indicador: { codigo: i.indicadorCodigo, titulo: i.indicadorTitulo },
    peso_atual: i.pesoAtual,
    nivel_atual: i.nivelAtual ?? '',
    peso_meta: i.pesoMeta,
    nivel_meta: i.nivelMeta ?? '',
    niveis_acima: i.niveisAcima,
    prazo: i.prazo,
    acoes: i.acoes,
    responsavel: i.responsavel,
    estado: i.estado as EstadoItem,
    registros: i.registros.map(presentRegistro),
    desfecho: i.desfecho as Desfecho | null,
    peso_obtido: i.pesoObtido,
    concluido_em: i.concluidoEm?.toISOString() ?? null,
  };
}

export function presentPlano(p: PlanoCarregado): PlanoAcao {
  return {
    id: p.id,
    objeto_id: p.objetoId,
    questionario_id: p.questionarioId,
    ano: p.ano,
    criado_em: p.criadoEm.toISOString(),
    avaliado_em: p.avaliadoEm?.toISOString() ?? null,
    questionario_avaliacao_id: p.questionarioAvaliacaoId,
    itens: p.itens.map(presentItem),
  };
}

/** GET Objeto/{objetoId}/PlanoAcao: the active plan and the last evaluated one. */
export function presentPlanos(p: {
  ativo: PlanoCarregado | null;
  anterior: PlanoCarregado | null;
}): PlanosDaUnidade {
  return {
    ativo: p.ativo ? presentPlano(p.ativo) : null,
    anterior: p.anterior ? presentPlano(p.anterior) : null,
  };
}

/** GET Objeto/{objetoId}/PlanoAcao/Avaliacao/{questionarioId}. */
export function presentPlanoAvaliado(p: {
  plano: PlanoCarregado | null;
  planoAtivo: boolean;
}): PlanoAvaliado {
  return { plano: p.plano ? presentPlano(p.plano) : null, plano_ativo: p.planoAtivo };
}
