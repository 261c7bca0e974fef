import type { ApoioMaterial, MaterialDeApoio, TemaMaterial, TipoMaterial } from '@guia/shared';
import type { ApoioRow, MaterialRow, TemaRow, TipoRow } from './materiais.service.ts';

export function presentTema(t: TemaRow): TemaMaterial {
  return {
    id: t.id,
    titulo: t.titulo,
    descricao: t.descricao,
    icone: t.icone,
    chave: t.chave,
    totalMaterial: t.totalMaterial,
  };
}

export function presentTipo(t: TipoRow): TipoMaterial {
  return {
    id: t.id,
    tema_id: t.temaId,
    titulo: t.titulo,
    descricao: t.descricao,
    icone: t.icone,
    categorias: t.categorias,
    totalMaterial: t.totalMaterial,
  };
}

/** The path under the API a stored material file is served at (spec §7: `Material/{url}`). */
export function caminhoDoArquivo(arquivo: string): string {
  return `Material/${arquivo}`;
}

/** A file shows its API path, a link its address; the storage key's folders are never shown alone. */
export function presentMaterial(m: MaterialRow): MaterialDeApoio {
  const arquivo = m.arquivo !== null;
  return {
    id: m.id,
    titulo: m.titulo,
    descricao: m.descricao,
    tipo: arquivo ? 'arquivo' : 'link',
    url: arquivo ? caminhoDoArquivo(m.arquivo!) : (m.link ?? ''),
    nomearquivo: arquivo ? m.nomearquivo : null,
    tipo_conteudo: arquivo ? m.tipoConteudo : null,
    tamanho: arquivo ? m.tamanho : null,
  };
}

export function presentApoio(a: ApoioRow): ApoioMaterial {
  return {
    id: a.id,
    titulo: a.titulo,
    url: a.url,
    codigo: a.principioCodigo,
    principio: a.principio,
    indicador_id: a.indicadorId,
    indicador: a.codigo,
    indicador_titulo: a.indicadorTitulo,
    categoria_id: a.categoriaId,
  };
}
