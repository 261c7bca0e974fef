import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<F extends string> {
  page: number;
  sort: string;
  order: SortOrder;
  q: string;
  filters: Record<F, string>;
}

export interface UseListParamsOptions<F extends string> {
  /** Default sort column and direction (left out of the URL while in effect). */
  sort: string;
  order?: SortOrder;
  /** The filter keys this list reads from the URL. */
  filters?: readonly F[];
}

/**
 * Page, sort, search and filters of a server-driven list, kept in the URL (`?page=2&sort=nome&q=...`):
 * a filtered list can be shared, survives a reload, and Back returns to the previous page. A new
 * search, sort or filter goes back to page 1. Defaults are left out of the URL.
 */
export function useListParams<F extends string = never>(options: UseListParamsOptions<F>) {
  const [search, setSearch] = useSearchParams();
  const defaultOrder = options.order ?? 'asc';
  const filterKeys = options.filters ?? [];
  const filterKey = filterKeys.join(',');

  const params: ListParams<F> = useMemo(() => {
    const page = Number(search.get('page'));
    const order = search.get('order');
    const filters = {} as Record<F, string>;
    for (const key of filterKey.split(',').filter(Boolean) as F[]) filters[key] = search.get(key) ?? '';
    return {
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      sort: search.get('sort') || options.sort,
      order: order === 'asc' || order === 'desc' ? order : defaultOrder,
      q: search.get('q') ?? '',
      filters,
    };
  }, [search, options.sort, defaultOrder, filterKey]);

  const update = useCallback(
    (patch: Record<string, string | number | null>, { replace = false, keepPage = false } = {}) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage) next.delete('page');
          if (next.get('sort') === options.sort && (next.get('order') ?? defaultOrder) === defaultOrder) {
            next.delete('sort');
            next.delete('order');
          }
          if (next.get('order') === defaultOrder && !next.has('sort')) next.delete('order');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearch, options.sort, defaultOrder],
  );

  return {
    ...params,
    setPage: (page: number) => update({ page }, { keepPage: true }),
    /** Sorts by a column; the same column again flips the direction. */
    toggleSort: (column: string) =>
      update({
        sort: column,
        order: params.sort === column ? (params.order === 'asc' ? 'desc' : 'asc') : 'asc',
      }),
    setSearch: (q: string) => update({ q: q.trim() }, { replace: true }),
    setFilter: (key: F, value: string | null) => update({ [key]: value }),
    setFilters: (values: Partial<Record<F, string | null>>) =>
      update(values as Record<string, string | null>),
    clearFilters: () =>
      update(Object.fromEntries([...filterKeys, 'q'].map((k) => [k, null])) as Record<string, null>),
    /** The list's state as the API's query parameters. */
    query: {
      page: params.page,
      sort: params.sort,
      order: params.order,
      q: params.q || undefined,
      ...Object.fromEntries(Object.entries(params.filters).filter(([, v]) => v !== '')),
    } as Record<string, string | number | undefined>,
  };
}

export type ListState = ReturnType<typeof useListParams<string>>;
