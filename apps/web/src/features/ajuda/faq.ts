/** A FAQ topic with its questions (spec §3: FAQ topic id, titulo, items; item pergunta and resposta). */
export interface FaqTopico {
  id: string;
  titulo: string;
  items: FaqItem[];
}

export interface FaqItem {
  pergunta: string;
  resposta: string;
}

/** The questions of a topic whose question or answer contains the search, ignoring case and accents. */
export function filterFaq(items: FaqItem[], busca: string): FaqItem[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(busca.trim());
  if (!needle) return items;
  return items.filter((i) => fold(i.pergunta).includes(needle) || fold(i.resposta).includes(needle));
}
