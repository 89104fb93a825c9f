import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRICE_VALID_UNTIL_PLACEHOLDER, priceValidUntil } from './seo';

test('the offers are valid until the end of the year after the build', () => {
  expect(priceValidUntil(new Date('2026-11-23T18:00:00Z'))).toBe('2027-12-31');
  expect(priceValidUntil(new Date('2027-01-01T00:00:00Z'))).toBe('2028-12-31');
  expect(priceValidUntil(new Date()) > new Date().toISOString().slice(0, 10)).toBe(true);
});

test('index.html carries no fixed date that will expire, only the build-time placeholder', () => {
  const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
  const dates = [...html.matchAll(/"priceValidUntil":\s*"([^"]*)"/g)].map((m) => m[1]);
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toBe(PRICE_VALID_UNTIL_PLACEHOLDER);
});
