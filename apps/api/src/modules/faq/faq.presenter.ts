import type { AdminFaqTopico, FaqItem, FaqTopico } from '@guia/shared';
import type { FaqItemRow, FaqTopicoComItens, FaqTopicoRow } from './faq.service.ts';

export function presentFaqItem(row: FaqItemRow): FaqItem {
  return { id: row.id, titulo: row.titulo, descricao: row.descricao, ordem: row.ordem };
}

export function presentFaqTopico(row: FaqTopicoComItens): FaqTopico {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    ordem: row.ordem,
    items: row.items.map(presentFaqItem),
  };
}

export function presentAdminFaqTopico(row: FaqTopicoRow & { totalItems: number }): AdminFaqTopico {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    ordem: row.ordem,
    totalItems: row.totalItems,
  };
}
