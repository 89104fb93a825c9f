import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRO_PLAN } from '@shortlist/contracts';
import { AppError, createLogger } from '@shortlist/kit';
import { startPayPalSimulator, SimulatorClient, type RunningSimulator } from '../../simulator';
import { startTestBilling, testClock, type TestClock } from '../test-app';
import { asUser } from '../test-support';
import { createPayPalClient, PAYPAL_UNAVAILABLE } from './client';

// Each file opens fresh databases; on PGlite (in-process, migrations included) that takes seconds.
jest.setTimeout(30_000);

describe('PayPal client (against the simulator)', () => {
  let sim: RunningSimulator;
  let clock: TestClock;
  const errors: string[] = [];
  beforeAll(async () => {
    clock = testClock('2026-03-10T12:00:00Z');
    sim = await startPayPalSimulator({ clock, tokenTtlSeconds: 3600 });
  });
  afterAll(() => sim.close());

  const client = (overrides: { clientSecret?: string; baseUrl?: string } = {}) =>
    createPayPalClient({
      baseUrl: overrides.baseUrl ?? sim.url,
      clientId: sim.clientId,
      clientSecret: overrides.clientSecret ?? sim.clientSecret,
      timeoutMs: 2000,
      clock,
      logger: createLogger('test', 'silent'),
      onError: (operation, status) => errors.push(`${operation}:${status}`),
    });
  const tokens = async () => (await new SimulatorClient(sim.url).stats()).tokensIssued;

  test('one access token serves many calls, and is renewed shortly before it expires', async () => {
    const paypal = client();
    const before = await tokens();
    const sub = await paypal.createSubscription({ planId: 'P-PLAN' });
    await Promise.all([1, 2, 3].map(() => paypal.getSubscription(sub.id)));
    expect((await tokens()) - before).toBe(1);

    clock.advance(3200 * 1000); // 400 s left of 3600: still used
    await paypal.getSubscription(sub.id);
    expect((await tokens()) - before).toBe(1);
    clock.advance(200 * 1000); // 200 s left: renewed before PayPal would refuse it
    await paypal.getSubscription(sub.id);
    expect((await tokens()) - before).toBe(2);
  });

  test('a token PayPal no longer accepts is replaced and the call retried once', async () => {
    const paypal = client();
    const sub = await paypal.createSubscription({ planId: 'P-PLAN' });
    await new SimulatorClient(sim.url).revokeTokens();
    expect((await paypal.getSubscription(sub.id))?.id).toBe(sub.id);
  });

  test('unknown subscriptions are null; cancelling twice is "not cancellable"', async () => {
    const paypal = client();
    expect(await paypal.getSubscription('I-NOPE')).toBeNull();
    const sub = await paypal.createSubscription({ planId: 'P-PLAN' });
    await new SimulatorClient(sim.url).approve(sub.id);
    expect(await paypal.cancelSubscription(sub.id, 'test')).toBe('cancelled');
    expect(await paypal.cancelSubscription(sub.id, 'test')).toBe('not_cancellable');
  });

  test('wrong credentials and an unreachable PayPal are upstream failures, counted', async () => {
    errors.length = 0;
    const wrong = client({ clientSecret: 'wrong' });
    await expect(wrong.getSubscription('I-X')).rejects.toEqual(
      new AppError('upstream_failed', PAYPAL_UNAVAILABLE),
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      client({ baseUrl: `http://127.0.0.1:${port}` }).getSubscription('I-X'),
    ).rejects.toThrow(PAYPAL_UNAVAILABLE);
    expect(errors).toEqual(['oauth2_token:401', 'oauth2_token:network']);
  });
});

test('activate while PayPal is down: 502 with a clear message, nothing stored, error counted', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const t = await startTestBilling({
    PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_PLAN_ID: 'P-PLAN',
    PAYPAL_WEBHOOK_ID: 'WH',
  });
  try {
    const res = await asUser(t, 'u').post('/api/subscriptions/activate', {
      subscription_id: 'I-ANY',
      plan: PRO_PLAN,
    });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: PAYPAL_UNAVAILABLE, code: 'upstream_failed' });
    expect((await asUser(t, 'u').get('/api/subscriptions/me')).body.plan).toBe('free');
    const metrics = await t.metrics.registry.getSingleMetricAsString(
      'shortlist_billing_paypal_api_errors_total',
    );
    expect(metrics).toContain('operation="oauth2_token",status="network"} 1');
  } finally {
    await t.close();
  }
});
