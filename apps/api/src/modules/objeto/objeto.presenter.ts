import type { Objeto } from '@guia/shared';
import type { ObjetoRow } from './objeto.service.ts';

/** A unit as the API shows it: every field listed, nothing else from the row. */
export function presentObjeto(row: ObjetoRow): Objeto {
  return {
    id: row.id,
    usuario_id: row.usuarioId,
    nomeunidade: row.nomeunidade,
    categoria_id: row.categoriaId,
    categoria: row.categoria,
    sigla: row.sigla,
    cor: row.cor,
    uf: row.uf,
    cidade: row.cidade,
    cidadeNome: row.cidadeNome,
    endereco: `${row.cidadeNome} - ${row.uf}`,
    inscricao_estadual: row.inscricaoEstadual,
    car: row.car,
    cnpj: row.cnpj,
    atividade_id: row.atividadeId,
    atividade: row.atividade,
    sistemaadotado_id: row.sistemaadotadoId,
    sistemaadotado: row.sistemaadotado,
    area: row.area,
    areapasto: row.areaPasto,
    rebanho: row.rebanho,
    zonapecuaria: row.zonapecuaria,
    percentual: row.percentual,
    criadoEm: row.criadoEm.toISOString(),
  };
}
