import { DAILY_LIMIT_MESSAGE } from '@shortlist/contracts';
import request from 'supertest';
import { startTestBilling, type TestBilling } from '../test-app';
import { asUser, internal, subscribeToPro } from '../test-support';

// Each file opens fresh databases; on PGlite (in-process, migrations included) that takes seconds.
jest.setTimeout(30_000);

const consume = (t: TestBilling, userId: string, key: string, count?: number) =>
  internal(t).post('/internal/usage/consume', { userId, key, ...(count ? { count } : {}) });
const refund = (t: TestBilling, userId: string, key: string) =>
  internal(t).post('/internal/usage/refund', { userId, key });
const usageOf = async (t: TestBilling, userId: string) =>
  (await asUser(t, userId).get('/api/subscriptions/usage')).body.dailyMatches;

describe('daily matches', () => {
  let t: TestBilling;
  beforeAll(async () => {
    t = await startTestBilling({}, { start: '2026-03-10T12:00:00Z' });
  });
  afterAll(() => t.close());

  test('a new free user has 3 matches a day', async () => {
    const res = await asUser(t, 'fresh').get('/api/subscriptions/usage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dailyMatches: { used: 0, limit: 3, remaining: 3 } });
  });

  test('the fourth match of the day is refused with the limit message', async () => {
    const answers = [];
    for (const key of ['a1', 'a2', 'a3', 'a4']) answers.push(await consume(t, 'four', key));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(answers[2]?.body).toEqual({
      consumed: true,
      newlyConsumed: true,
      usage: { dailyMatches: { used: 3, limit: 3, remaining: 0 } },
    });
    expect(answers[3]?.body).toEqual({ error: DAILY_LIMIT_MESSAGE, code: 'limit_reached' });
    expect(await usageOf(t, 'four')).toEqual({ used: 3, limit: 3, remaining: 0 });
  });

  test('20 concurrent consumes by a free user succeed exactly 3 times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => consume(t, 'racer', `analysis-${i}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await usageOf(t, 'racer')).toEqual({ used: 3, limit: 3, remaining: 0 });
  });

  test('20 concurrent consumes of the same key count once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => consume(t, 'same', 'k')));
    expect(answers.every((r) => r.status === 200 && r.body.consumed === true)).toBe(true);
    expect(answers.filter((r) => r.body.newlyConsumed)).toHaveLength(1);
    expect(await usageOf(t, 'same')).toEqual({ used: 1, limit: 3, remaining: 2 });
  });

  test('consuming a key again answers consumed and takes nothing, even at the limit', async () => {
    for (const key of ['x1', 'x2', 'x3']) expect((await consume(t, 'idem', key)).status).toBe(200);
    const again = await consume(t, 'idem', 'x2');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ consumed: true, newlyConsumed: false });
    expect(again.body.usage.dailyMatches).toEqual({ used: 3, limit: 3, remaining: 0 });
  });

  test('a refund after a failed analysis restores one match, once', async () => {
    for (const key of ['r1', 'r2', 'r3']) await consume(t, 'refunds', key);
    expect((await consume(t, 'refunds', 'r4')).status).toBe(429);

    const first = await refund(t, 'refunds', 'r2');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      refunded: true,
      usage: { dailyMatches: { used: 2, limit: 3, remaining: 1 } },
    });
    const twice = await refund(t, 'refunds', 'r2');
    expect(twice.body.refunded).toBe(false);
    expect(twice.body.usage.dailyMatches.used).toBe(2);

    // The restored match is usable; the refunded key itself is spent.
    expect((await consume(t, 'refunds', 'r5')).status).toBe(200);
    expect((await consume(t, 'refunds', 'r6')).status).toBe(429);
    const reused = await consume(t, 'refunds', 'r2');
    expect(reused.status).toBe(409);
  });

  test('refunding an unknown key, or another user’s key, refunds nothing', async () => {
    await consume(t, 'owner', 'mine');
    expect((await refund(t, 'owner', 'never-consumed')).body.refunded).toBe(false);
    expect((await refund(t, 'someone-else', 'mine')).body.refunded).toBe(false);
    expect(await usageOf(t, 'owner')).toEqual({ used: 1, limit: 3, remaining: 2 });
  });

  test('concurrent refunds of one key refund once', async () => {
    await consume(t, 'double-refund', 'k1');
    await consume(t, 'double-refund', 'k2');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(t, 'double-refund', 'k1')),
    );
    expect(answers.filter((r) => r.body.refunded)).toHaveLength(1);
    expect(await usageOf(t, 'double-refund')).toEqual({ used: 1, limit: 3, remaining: 2 });
  });

  test('a count takes that many matches under one key, all or none', async () => {
    expect((await consume(t, 'counted', 'two', 2)).body.usage.dailyMatches.used).toBe(2);
    expect((await consume(t, 'counted', 'two-more', 2)).status).toBe(429);
    expect((await consume(t, 'counted', 'one', 1)).status).toBe(200);
    expect((await refund(t, 'counted', 'two')).body.usage.dailyMatches.used).toBe(1);
  });

  test('a Pro user is unlimited, and usage still counts today’s matches', async () => {
    await subscribeToPro(t, 'pro-user');
    for (let i = 0; i < 5; i++) expect((await consume(t, 'pro-user', `p${i}`)).status).toBe(200);
    expect(await usageOf(t, 'pro-user')).toEqual({ used: 5, limit: -1, remaining: -1 });
    expect((await internal(t).get('/internal/plan/pro-user')).body).toEqual({ plan: 'pro' });
    expect((await internal(t).get('/internal/plan/fresh')).body).toEqual({ plan: 'free' });
  });

  test('bulk consumption is Pro only and counts each new key once', async () => {
    const refused = await internal(t).post('/internal/usage/consume-many', {
      userId: 'free-bulk',
      keys: ['b1', 'b2'],
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Bulk screening is a Pro feature. Upgrade to Pro to screen many candidates at once.',
      code: 'upgrade_required',
    });
    expect(await usageOf(t, 'free-bulk')).toMatchObject({ used: 0 });

    await subscribeToPro(t, 'pro-bulk');
    const keys = Array.from({ length: 50 }, (_, i) => `batch-${i}`);
    const first = await internal(t).post('/internal/usage/consume-many', {
      userId: 'pro-bulk',
      keys,
    });
    expect(first.body).toMatchObject({ consumed: true, newlyConsumed: 50 });
    const again = await internal(t).post('/internal/usage/consume-many', {
      userId: 'pro-bulk',
      keys: [...keys.slice(0, 10), 'batch-new', 'batch-new'],
    });
    expect(again.body).toMatchObject({ newlyConsumed: 1 });
    expect(again.body.usage.dailyMatches).toEqual({ used: 51, limit: -1, remaining: -1 });
  });

  test('the internal API needs the service credential; usage needs a user token', async () => {
    const noCredential = await request(t.app)
      .post('/internal/usage/consume')
      .send({ userId: 'u', key: 'k' });
    expect(noCredential.status).toBe(403);
    const wrong = await request(t.app)
      .get('/internal/plan/u')
      .set('x-internal-token', 'x'.repeat(t.config.INTERNAL_TOKEN.length));
    expect(wrong.status).toBe(403);
    expect((await request(t.app).get('/api/subscriptions/usage')).status).toBe(401);
    expect(await usageOf(t, 'u')).toMatchObject({ used: 0 });
  });

  test('consumes, refunds and refusals are counted in /metrics', async () => {
    const text = (await request(t.app).get('/metrics')).text;
    const value = (series: string) => Number(new RegExp(`^${series} (\\d+)$`, 'm').exec(text)?.[1]);
    expect(value('shortlist_billing_matches_consumed_total\\{plan="free"\\}')).toBeGreaterThan(0);
    expect(value('shortlist_billing_matches_consumed_total\\{plan="pro"\\}')).toBeGreaterThan(0);
    expect(value('shortlist_billing_matches_refunded_total')).toBeGreaterThan(0);
    expect(
      value('shortlist_billing_limit_refusals_total\\{reason="daily_limit"\\}'),
    ).toBeGreaterThan(0);
    expect(value('shortlist_billing_limit_refusals_total\\{reason="bulk_on_free_plan"\\}')).toBe(1);
  });

  test('bad internal bodies are 400s', async () => {
    const res = await internal(t).post('/internal/usage/consume', { userId: 'u' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('the day resets at midnight in USAGE_TIMEZONE', () => {
  let t: TestBilling;
  // 23:59 on 14 January in New York (UTC-5).
  const beforeMidnight = '2026-01-15T04:59:00Z';
  beforeAll(async () => {
    t = await startTestBilling({ USAGE_TIMEZONE: 'America/New_York' }, { start: beforeMidnight });
  });
  afterAll(() => t.close());

  test('23:59 and 00:01 local are different days; UTC midnight is not a reset', async () => {
    // 19:30 New York time is already the next day in UTC, yet the same local day.
    t.clock.set('2026-01-15T00:30:00Z');
    expect((await consume(t, 'ny', 'evening')).status).toBe(200);
    t.clock.set(beforeMidnight);
    expect((await consume(t, 'ny', 'late-1')).status).toBe(200);
    expect((await consume(t, 'ny', 'late-2')).status).toBe(200);
    expect((await consume(t, 'ny', 'late-3')).status).toBe(429);

    t.clock.set('2026-01-15T05:01:00Z'); // 00:01 on 15 January in New York
    expect(await usageOf(t, 'ny')).toEqual({ used: 0, limit: 3, remaining: 3 });
    expect((await consume(t, 'ny', 'morning')).status).toBe(200);
    expect(await usageOf(t, 'ny')).toEqual({ used: 1, limit: 3, remaining: 2 });
  });

  test('a refund goes back to the day the match was taken', async () => {
    t.clock.set(beforeMidnight);
    for (const key of ['d1', 'd2', 'd3']) await consume(t, 'ny-refund', key);
    t.clock.set('2026-01-15T05:01:00Z');
    await consume(t, 'ny-refund', 'today');
    expect((await refund(t, 'ny-refund', 'd1')).body.refunded).toBe(true);
    expect(await usageOf(t, 'ny-refund')).toEqual({ used: 1, limit: 3, remaining: 2 });
  });
});
