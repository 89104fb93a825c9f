/**
 * The structured data's offers must not look expired to a search engine. The date is written
 * into index.html at build time (vite.config.ts): the end of the year after the build, so a
 * build is good for at least a year.
 */
export const PRICE_VALID_UNTIL_PLACEHOLDER = '%PRICE_VALID_UNTIL%';

export function priceValidUntil(builtAt: Date): string {
  return `${builtAt.getUTCFullYear() + 1}-12-31`;
}
