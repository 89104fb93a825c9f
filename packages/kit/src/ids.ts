// Ids and search text arrive in URLs and query strings: user input, checked before it reaches SQL.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records are keyed by uuid; anything else cannot name one, so it is "not found", never a database error. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** A case-insensitive substring pattern for ILIKE, with the user's %, _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
