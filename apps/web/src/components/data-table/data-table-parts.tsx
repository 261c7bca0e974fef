import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';
import type { SortOrder } from './use-list-params';

export function SortIcon({ active, order }: { active: boolean; order: SortOrder | undefined }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden />;
  return order === 'desc' ? (
    <IconSortDescending size={14} aria-hidden />
  ) : (
    <IconSortAscending size={14} aria-hidden />
  );
}

/** A cell's content: the column's renderer, else the row's field named after the column. */
export function cellContent<T>(c: DataTableColumn<T>, row: T): ReactNode {
  return c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '');
}
