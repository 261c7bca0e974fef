import type { FaqItem } from '@guia/shared';

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
