import type { ListQuery } from '@shortlist/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a record, so it is "not found" rather than an error. */
export const isRecordId = (id: string): boolean => UUID.test(id);

/** A case-insensitive substring pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** The search text, or undefined when there is none to filter on. */
export const searchText = (query: ListQuery): string | undefined =>
  query.q && query.q.length > 0 ? query.q : undefined;
