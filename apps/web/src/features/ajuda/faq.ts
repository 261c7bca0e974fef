import type { FaqItem, FaqTopico } from '@guia/shared';

/** The questions of a topic whose question or answer contains the search, ignoring case and accents. */
export function filterFaq(items: FaqItem[], busca: string): FaqItem[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(busca.trim());
  if (!needle) return items;
  return items.filter((i) => fold(i.titulo).includes(needle) || fold(i.descricao).includes(needle));
}

/** The questions of every topic that match the search, in topic order, each with its topic. */
export function searchFaq(topicos: FaqTopico[], busca: string): { topico: FaqTopico; item: FaqItem }[] {
  return topicos.flatMap((topico) => filterFaq(topico.items, busca).map((item) => ({ topico, item })));
}
