import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** Lower case without accents, so "sao paulo" finds "São Paulo" (the API's search does the same). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A Select filter that ignores case and accents. */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search }) => {
  const query = foldText(search);
  return options.filter((option) => isItem(option) && foldText(option.label).includes(query));
};
