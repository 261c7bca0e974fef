import { NativeSelect } from '@mantine/core';

interface ListFilterProps<F extends string> {
  /** The list's state in the URL (useListParams): the filter's value and its setter. */
  list: { filters: Record<F, string>; setFilter: (key: F, value: string | null) => void };
  /** The URL key the filter writes. */
  name: F;
  label: string;
  /** The first option, the empty value: no filter ('Todos'). */
  todos: string;
  options: readonly (string | { value: string; label: string })[];
}

/** A filter of a server-driven list: a native select whose choice goes to the URL (and back to page 1). */
export function ListFilter<F extends string>({ list, name, label, todos, options }: ListFilterProps<F>) {
  return (
    <NativeSelect
      label={label}
      value={list.filters[name]}
      onChange={(e) => list.setFilter(name, e.currentTarget.value || null)}
      data={[{ value: '', label: todos }, ...options]}
    />
  );
}
