import type { PageInfo } from '@guia/shared';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** LIMIT/OFFSET of a 1-based page. */
export function pageWindow({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of a server-driven list: the page's rows and the total count, read in parallel (two
 * queries over the same filters). A page past the end answers no rows and the real totals.
 */
export async function paginate<T>(
  request: PageRequest,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ items: T[]; pagination: PageInfo }> {
  const [items, totalItems] = await Promise.all([rows(pageWindow(request)), count()]);
  return {
    items,
    pagination: {
      page: request.page,
      pageSize: request.pageSize,
      totalItems,
      totalPages: Math.ceil(totalItems / request.pageSize),
    },
  };
}
