import {
  Group,
  Loader,
  Pagination,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableCards } from './data-table-cards';
import { cellContent, SortIcon } from './data-table-parts';
import { SearchField, type SearchFieldProps } from './search-field';
import type { ListState, SortOrder } from './use-list-params';

/** Phones (DESIGN.md: mobile <= 767 px) get one card per row instead of a table. */
export const CARD_LAYOUT_QUERY = '(max-width: 47.99em)';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** The cell; by default the row's field named `key`. */
  render?: (row: T) => ReactNode;
  /** Sortable on the server by this key. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (short values: numbers, badges, dates). */
  nowrap?: boolean;
  /**
   * Its place in the phone card: 'title' heads the card (default: the first column), 'actions' goes
   * to the bottom without a label (default for the key 'acoes'), 'hidden' is left out of the card.
   */
  card?: 'title' | 'actions' | 'hidden';
}

export interface DataTableProps<T> {
  /** Accessible name of the table (its caption, visually hidden). */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** True while the first page, or a new page, is loading. */
  loading?: boolean;
  /** Text of an empty list (the spec's 'Nenhum ... encontrado'). */
  emptyText: string;
  /** Pagination: 1-based page and the server's total of pages; left out for a single-page list. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  sort?: string;
  order?: SortOrder;
  onSortChange?: (column: string) => void;
  /**
   * The list's state in the URL (useListParams): the page, the sort and the search's value, and their
   * setters, for the props above left out.
   */
  list?: TableList;
  /** A search box above the table; its changes are debounced (300 ms). Value and setter default to `list`'s. */
  search?: Omit<SearchFieldProps, 'value' | 'onChange'> & Partial<SearchFieldProps>;
  /** Filters or actions shown beside the search. */
  toolbar?: ReactNode;
  /** Minimum width before the table scrolls sideways (tablets; phones get cards). */
  minWidth?: number;
}

/** What a DataTable reads of useListParams. */
export type TableList = Pick<
  ListState,
  'page' | 'sort' | 'order' | 'q' | 'setPage' | 'toggleSort' | 'setSearch'
>;

/** The table's props with `list` spelled out into page, sort, order and search. */
function comLista<T>(props: DataTableProps<T>): DataTableProps<T> {
  const { list, search } = props;
  if (!list) return props;
  return {
    ...props,
    page: props.page ?? list.page,
    sort: props.sort ?? list.sort,
    order: props.order ?? list.order,
    onSortChange: props.onSortChange ?? list.toggleSort,
    onPageChange: props.onPageChange ?? list.setPage,
    search: search && {
      ...search,
      value: search.value ?? list.q,
      onChange: search.onChange ?? list.setSearch,
    },
  };
}

/** The server-driven list of the admin area: sort, search and page come from (and go to) the URL. */
export function DataTable<T>(original: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const props = comLista(original);
  const {
    columns,
    rows,
    loading,
    page = 1,
    totalPages = 1,
    sort,
    order,
    onSortChange,
    onPageChange,
    search,
  } = props;
  const captionId = useId();

  const showSkeleton = Boolean(loading && !rows);
  const empty = !loading && rows !== undefined && rows.length === 0;
  const cards = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });

  return (
    <div>
      {(search || props.toolbar) && (
        <Group align="end" gap="sm" mb="md" wrap="wrap">
          {search && (
            <SearchField {...search} value={search.value ?? ''} onChange={search.onChange ?? (() => {})} />
          )}
          {props.toolbar}
        </Group>
      )}
      {cards ? (
        <DataTableCards {...props} showSkeleton={showSkeleton} empty={empty} />
      ) : (
        /* On a tablet a wide table scrolls sideways: the scrolling box takes the keyboard focus
          (arrow keys scroll it) and is named after the table. */
        <Table.ScrollContainer
          minWidth={props.minWidth ?? 640}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={props.label}
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-labelledby={captionId}
            aria-busy={loading ? true : undefined}
            aria-rowcount={rows ? rows.length + 1 : undefined}
          >
            <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
              <VisuallyHidden>{props.label}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => {
                  const active = sort === c.key;
                  const ariaSort = active ? (order === 'desc' ? 'descending' : 'ascending') : undefined;
                  return (
                    <Table.Th
                      key={c.key}
                      style={{
                        width: c.width,
                        textAlign: c.align,
                        whiteSpace: c.nowrap ? 'nowrap' : undefined,
                      }}
                      aria-sort={ariaSort}
                    >
                      {c.sortable && onSortChange ? (
                        <UnstyledButton
                          onClick={() => onSortChange(c.key)}
                          fw={700}
                          fz="sm"
                          aria-label={t('tabela.ordenarPor', { coluna: c.header })}
                        >
                          <Group gap={4} wrap="nowrap">
                            <span>{c.header}</span>
                            <SortIcon active={active} order={order} />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        c.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {showSkeleton &&
                Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={`s${i}`}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {empty && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="lg">
                      {props.emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows?.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      style={{ textAlign: c.align, whiteSpace: c.nowrap ? 'nowrap' : undefined }}
                    >
                      {cellContent(c, row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {loading && rows ? (
            <Group gap={6} component="span">
              <Loader size="xs" aria-hidden /> {t('tabela.carregando')}
            </Group>
          ) : totalPages > 0 ? (
            t('tabela.pagina', { page, total: totalPages })
          ) : null}
        </Text>
        {onPageChange && totalPages > 1 && (
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            siblings={1}
            boundaries={1}
            aria-label={t('tabela.paginacao')}
            getControlProps={(control) => ({
              'aria-label': t(`tabela.${control}`),
            })}
            getItemProps={(p) => ({ 'aria-label': t('tabela.irParaPagina', { page: p }) })}
          />
        )}
      </Group>
    </div>
  );
}
