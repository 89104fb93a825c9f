import { addMonths, localDay } from './clock';

describe('localDay', () => {
  test('is the calendar date in the zone, not in UTC', () => {
    const at = new Date('2026-01-15T04:59:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-01-15');
    expect(localDay(at, 'America/New_York')).toBe('2026-01-14');
    expect(localDay(new Date('2026-01-15T05:00:00Z'), 'America/New_York')).toBe('2026-01-15');
    expect(localDay(new Date('2026-01-14T15:00:00Z'), 'Pacific/Auckland')).toBe('2026-01-15');
  });

  test('follows daylight saving time', () => {
    // New York is UTC-4 in July: midnight local is 04:00 UTC.
    expect(localDay(new Date('2026-07-04T03:59:00Z'), 'America/New_York')).toBe('2026-07-03');
    expect(localDay(new Date('2026-07-04T04:00:00Z'), 'America/New_York')).toBe('2026-07-04');
  });
});

describe('addMonths', () => {
  test('keeps the day of the month, clamped to the month’s last day', () => {
    expect(addMonths(new Date('2026-03-10T12:00:00Z'), 1).toISOString()).toBe(
      '2026-04-10T12:00:00.000Z',
    );
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });
});
