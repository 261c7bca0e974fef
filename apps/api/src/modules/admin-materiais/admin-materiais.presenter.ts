import type { AdminCategoria, AdminMaterial, AdminTema, AdminTipo, MaterialIcone } from '@guia/shared';
import type { TipoRow } from '../materiais/materiais.service.ts';
import type { CategoriaRow } from './categorias.service.ts';
import type { MaterialRow } from './materiais.service.ts';
import type { TemaRow } from './temas.service.ts';

export function presentTema(t: TemaRow): AdminTema {
  return {
    id: t.id,
    titulo: t.titulo,
    descricao: t.descricao,
    icone: t.icone as MaterialIcone,
    totalMaterial: t.totalMaterial,
  };
}

export function presentTipo(t: TipoRow): AdminTipo {
  return {
    id: t.id,
    tema_id: t.temaId,
    titulo: t.titulo,
    descricao: t.descricao,
    icone: t.icone as MaterialIcone,
    categorias: t.categorias,
    totalMaterial: t.totalMaterial,
  };
}

/** A file shows its API path (`Material/{key}`), a link its address. */
export function presentMaterial(m: MaterialRow): AdminMaterial {
  return {
    id: m.id,
    titulo: m.titulo,
    descricao: m.descricao,
    url: m.arquivo ? `Material/${m.arquivo}` : (m.link ?? ''),
    nomearquivo: m.arquivo ? m.nomearquivo : null,
    tipoConteudo: m.arquivo ? m.tipoConteudo : null,
    tamanho: m.arquivo ? m.tamanho : null,
    link: m.arquivo ? null : m.link,
    atualizadoEm: m.atualizadoEm.toISOString(),
  };
}

export function presentCategoria(c: CategoriaRow): AdminCategoria {
  return {
    id: c.id,
    sigla: c.sigla,
    titulo: c.titulo,
    descricao: c.descricao,
    cor: c.cor,
    ativo: c.ativo,
    totalUnidades: c.totalUnidades,
    emUso: c.emUso,
  };
}
