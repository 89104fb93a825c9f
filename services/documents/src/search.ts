import type { ListQuery } from '@shortlist/contracts';

export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** The search text, or undefined when there is none to filter on. */
export const searchText = (query: ListQuery): string | undefined =>
  query.q && query.q.length > 0 ? query.q : undefined;
