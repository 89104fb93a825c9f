import { PRO_PLAN } from '@shortlist/contracts';
import request from 'supertest';
import { addMonths } from '../clock';
import { startPayPalSimulator } from '../../simulator';
import { startTestBilling, type TestBilling } from '../test-app';
import { asUser, DAY_MS, simulatorOf, subscribeToPro } from '../test-support';

// Each file opens fresh databases; on PGlite (in-process, migrations included) that takes seconds.
jest.setTimeout(30_000);

const START = '2026-03-10T12:00:00.000Z';

describe('subscriptions', () => {
  let t: TestBilling;
  beforeAll(async () => {
    t = await startTestBilling({}, { start: START });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const activate = (userId: string, subscriptionId: string, plan: string = PRO_PLAN) =>
    asUser(t, userId).post('/api/subscriptions/activate', {
      subscription_id: subscriptionId,
      plan,
    });
  /** A subscription made at the simulator directly, as another checkout (or plan) would. */
  const subscriptionAtPayPal = async (planId: string, customId?: string) => {
    if (t.payments.mode === 'disabled') throw new Error('payments disabled');
    const sub = await t.payments.paypal.createSubscription({ planId, customId });
    await simulatorOf(t).approve(sub.id);
    return sub.id;
  };

  test('the public billing config names test mode, the plan and the free limit', async () => {
    const res = await request(t.app).get('/api/billing/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      paypalClientId: expect.stringMatching(/^sim-client-/),
      paypalPlanId: 'P-SIMULATED-PRO-MONTHLY',
      testMode: true,
      freeDailyMatches: 3,
      proPriceUsd: 10,
    });
  });

  test('activate makes the user Pro: usage shows unlimited', async () => {
    const user = asUser(t, 'ada');
    expect((await user.get('/api/subscriptions/me')).body).toEqual({
      plan: 'free',
      status: null,
      subscriptionId: null,
      nextBillingAt: null,
      endsAt: null,
      cancelAtPeriodEnd: false,
    });
    const checkout = await user.post('/api/billing/test-checkout');
    expect(checkout.status).toBe(201);
    const id = checkout.body.subscription_id;
    expect(id).toMatch(/^I-/);

    const res = await activate('ada', id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      plan: 'pro',
      status: 'ACTIVE',
      subscriptionId: id,
      nextBillingAt: addMonths(new Date(START), 1).toISOString(),
      endsAt: null,
      cancelAtPeriodEnd: false,
    });
    expect((await user.get('/api/subscriptions/usage')).body).toEqual({
      dailyMatches: { used: 0, limit: -1, remaining: -1 },
    });
    expect((await user.get('/api/subscriptions/me')).body.plan).toBe('pro');
  });

  test('activating the same subscription again is fine for its owner', async () => {
    const id = await subscribeToPro(t, 'again');
    const res = await activate('again', id);
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe('pro');
  });

  test('another user’s subscription is refused', async () => {
    const id = await subscriptionAtPayPal('P-SIMULATED-PRO-MONTHLY');
    expect((await activate('owner', id)).status).toBe(200);
    const res = await activate('thief', id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This PayPal subscription belongs to another account.',
      code: 'conflict',
    });
    expect((await asUser(t, 'thief').get('/api/subscriptions/usage')).body.dailyMatches.limit).toBe(
      3,
    );
    expect((await asUser(t, 'owner').get('/api/subscriptions/me')).body.plan).toBe('pro');
  });

  test('two users racing to activate one subscription: exactly one wins', async () => {
    const id = await subscriptionAtPayPal('P-SIMULATED-PRO-MONTHLY');
    const answers = await Promise.all(
      ['racer-1', 'racer-2', 'racer-3'].map((u) => activate(u, id)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  test('a subscription checked out for another account is refused', async () => {
    const id = await subscriptionAtPayPal('P-SIMULATED-PRO-MONTHLY', 'someone-else');
    const res = await activate('grabber', id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This PayPal subscription belongs to another account.');
  });

  test('a subscription for another plan is refused', async () => {
    const id = await subscriptionAtPayPal('P-SOME-OTHER-PLAN');
    const res = await activate('wrong-plan', id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'This PayPal subscription is not for the Pro plan.',
      code: 'bad_request',
    });
    expect((await asUser(t, 'wrong-plan').get('/api/subscriptions/me')).body.plan).toBe('free');
  });

  test('an unknown subscription id is refused', async () => {
    const res = await activate('unknown', 'I-DOESNOTEXIST');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error:
        'PayPal does not know this subscription. Please subscribe again from the pricing page.',
      code: 'not_found',
    });
  });

  test('a subscription not yet approved, or cancelled, is refused', async () => {
    if (t.payments.mode === 'disabled') throw new Error('payments disabled');
    const pending = await t.payments.paypal.createSubscription({ planId: t.payments.planId });
    const res = await activate('pending', pending.id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'This PayPal subscription is not active (PayPal says APPROVAL_PENDING). Please subscribe again.',
    );
    const cancelled = await subscriptionAtPayPal(t.payments.planId);
    await simulatorOf(t).setStatus(cancelled, 'CANCELLED');
    expect((await activate('pending', cancelled)).status).toBe(400);
  });

  test('activate validates its body and needs a token', async () => {
    const bad = await activate('validator', 'I-X', 'enterprise');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const anonymous = await request(t.app)
      .post('/api/subscriptions/activate')
      .send({ subscription_id: 'I-X', plan: PRO_PLAN });
    expect(anonymous.status).toBe(401);
  });

  test('cancel keeps Pro until the paid period ends, then the user is Free', async () => {
    const id = await subscribeToPro(t, 'leaver');
    const user = asUser(t, 'leaver');
    t.clock.advance(10 * DAY_MS);
    const periodEnd = addMonths(new Date(START), 1).toISOString();

    const res = await user.post('/api/subscriptions/cancel');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      plan: 'pro',
      status: 'CANCELLED',
      subscriptionId: id,
      nextBillingAt: null,
      endsAt: periodEnd,
      cancelAtPeriodEnd: true,
    });
    expect((await user.get('/api/subscriptions/usage')).body.dailyMatches.limit).toBe(-1);
    // Cancelling again is harmless.
    expect((await user.post('/api/subscriptions/cancel')).body.endsAt).toBe(periodEnd);

    t.clock.set(new Date(new Date(periodEnd).getTime() - 60_000));
    expect((await user.get('/api/subscriptions/me')).body.plan).toBe('pro');
    t.clock.set(new Date(new Date(periodEnd).getTime() + 60_000));
    expect((await user.get('/api/subscriptions/me')).body).toMatchObject({
      plan: 'free',
      status: 'CANCELLED',
      cancelAtPeriodEnd: false,
    });
    expect((await user.get('/api/subscriptions/usage')).body).toEqual({
      dailyMatches: { used: 0, limit: 3, remaining: 3 },
    });
  });

  test('cancel with no subscription is a 404 with a clear message', async () => {
    const res = await asUser(t, 'nobody').post('/api/subscriptions/cancel');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('You have no active subscription to cancel.');
  });

  test('cancelling a subscription PayPal no longer knows says so and marks it cancelled here', async () => {
    const id = await subscribeToPro(t, 'forgotten');
    const user = asUser(t, 'forgotten');
    await simulatorOf(t).forget(id);

    const res = await user.post('/api/subscriptions/cancel');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/^This subscription no longer exists at PayPal/);
    expect(res.body.error).not.toMatch(/not responding/);
    // The local state follows: nothing left to renew, the period already paid for is kept.
    expect((await user.get('/api/subscriptions/me')).body).toMatchObject({
      plan: 'pro',
      status: 'CANCELLED',
      subscriptionId: id,
      nextBillingAt: null,
      endsAt: addMonths(new Date(START), 1).toISOString(),
      cancelAtPeriodEnd: true,
    });
    expect((await user.post('/api/subscriptions/cancel')).status).toBe(200);
  });

  test('a renewed subscription cancelled later keeps Pro until the renewed period ends', async () => {
    const id = await subscribeToPro(t, 'renewer');
    const sim = simulatorOf(t);
    t.clock.set(addMonths(new Date(START), 1));
    await sim.advance(id); // the second month is paid; no webhook reached billing
    await asUser(t, 'renewer').post('/api/subscriptions/cancel');
    const me = await asUser(t, 'renewer').get('/api/subscriptions/me');
    expect(me.body.endsAt).toBe(addMonths(new Date(START), 2).toISOString());
  });
});

describe('payments configuration', () => {
  test('production without PayPal credentials: payments disabled, no test mode', async () => {
    const t = await startTestBilling({
      NODE_ENV: 'production',
      INTERNAL_TOKEN: 'a-production-secret-token',
    });
    try {
      expect(t.payments.mode).toBe('disabled');
      expect((await request(t.app).get('/api/billing/config')).body).toEqual({
        paypalClientId: null,
        paypalPlanId: null,
        testMode: false,
        freeDailyMatches: 3,
        proPriceUsd: 10,
      });
      expect((await asUser(t, 'u').post('/api/billing/test-checkout')).status).toBe(404);
      const activate = await asUser(t, 'u').post('/api/subscriptions/activate', {
        subscription_id: 'I-ANY',
        plan: PRO_PLAN,
      });
      expect(activate.status).toBe(503);
      expect(activate.body.error).toBe(
        'Payments are not available right now. Please try again later.',
      );
      // Usage still works without payments.
      expect((await asUser(t, 'u').get('/api/subscriptions/usage')).body.dailyMatches.limit).toBe(
        3,
      );
    } finally {
      await t.close();
    }
  });

  test('with PayPal credentials billing uses them (here against a simulator) and is not in test mode', async () => {
    const sim = await startPayPalSimulator();
    const t = await startTestBilling({
      PAYPAL_API_BASE: sim.url,
      PAYPAL_CLIENT_ID: sim.clientId,
      PAYPAL_CLIENT_SECRET: sim.clientSecret,
      PAYPAL_PLAN_ID: 'P-LIVE-PLAN',
      PAYPAL_WEBHOOK_ID: sim.webhookId,
      FREE_DAILY_MATCHES: '2',
    });
    try {
      expect(t.payments.mode).toBe('paypal');
      expect((await request(t.app).get('/api/billing/config')).body).toEqual({
        paypalClientId: sim.clientId,
        paypalPlanId: 'P-LIVE-PLAN',
        testMode: false,
        freeDailyMatches: 2,
        proPriceUsd: 10,
      });
      expect((await asUser(t, 'u').post('/api/billing/test-checkout')).status).toBe(404);
      if (t.payments.mode === 'disabled') throw new Error('unreachable');
      const sub = await t.payments.paypal.createSubscription({ planId: 'P-LIVE-PLAN' });
      await fetch(`${sim.url}/v1/simulator/subscriptions/${sub.id}/approve`, { method: 'POST' });
      const res = await asUser(t, 'u').post('/api/subscriptions/activate', {
        subscription_id: sub.id,
        plan: PRO_PLAN,
      });
      expect(res.body.plan).toBe('pro');
    } finally {
      await t.close();
      await sim.close();
    }
  });
});
