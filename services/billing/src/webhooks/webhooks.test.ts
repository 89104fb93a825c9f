import { createLogger } from '@shortlist/kit';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { addMonths } from '../clock';
import { webhookEvents } from '../db/schema';
import { createPayPalClient } from '../paypal/client';
import { SimulatorClient, startPayPalSimulator, type Delivery } from '../../simulator';
import { startTestBilling, type TestBilling } from '../test-app';
import { asUser, simulatorOf, subscribeToPro } from '../test-support';

// Each file opens fresh databases; on PGlite (in-process, migrations included) that takes seconds.
jest.setTimeout(30_000);

const START = '2026-03-10T12:00:00.000Z';
const MINUTE = 60_000;

describe('PayPal webhooks', () => {
  let t: TestBilling;
  beforeAll(async () => {
    t = await startTestBilling({}, { start: START });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const deliver = (d: Pick<Delivery, 'headers' | 'body'>) =>
    request(t.app).post('/api/webhooks/paypal').set(d.headers).send(d.body);
  const me = async (userId: string) => (await asUser(t, userId).get('/api/subscriptions/me')).body;
  const stored = async (eventId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId))
    )[0]?.n;
  const only = (deliveries: Delivery[], type: string) => {
    const found = deliveries.find((d) => d.eventType === type);
    if (!found) throw new Error(`no ${type} delivery`);
    return found;
  };

  test('a genuine delivery applies PayPal’s state', async () => {
    const id = await subscribeToPro(t, 'genuine');
    const { deliveries } = await simulatorOf(t).setStatus(id, 'SUSPENDED');
    const res = await deliver(only(deliveries, 'BILLING.SUBSCRIPTION.SUSPENDED'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'applied' });
    // Suspended before anything was paid beyond the first month: Pro lasts until then.
    expect(await me('genuine')).toMatchObject({
      status: 'SUSPENDED',
      plan: 'pro',
      endsAt: addMonths(new Date(START), 1).toISOString(),
    });
  });

  test('a bad signature is a 400 and changes nothing', async () => {
    const id = await subscribeToPro(t, 'forged');
    const { deliveries } = await simulatorOf(t).setStatus(id, 'CANCELLED');
    const genuine = only(deliveries, 'BILLING.SUBSCRIPTION.CANCELLED');

    const tampered = {
      ...genuine,
      body: genuine.body.replace('Subscription CANCELLED', 'Subscription cancelled'),
    };
    const badSig = {
      ...genuine,
      headers: {
        ...genuine.headers,
        'paypal-transmission-sig': Buffer.alloc(32).toString('base64'),
      },
    };
    // The same event, re-serialised: its bytes differ from what was signed, as at PayPal.
    const reserialised = { ...genuine, body: JSON.stringify(JSON.parse(genuine.body)) };
    const { 'paypal-transmission-sig': _sig, ...unsignedHeaders } = genuine.headers;
    for (const forged of [
      tampered,
      badSig,
      reserialised,
      { ...genuine, headers: unsignedHeaders },
    ]) {
      const res = await deliver(forged);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('bad_request');
    }
    expect((await deliver(tampered)).body.error).toBe('Invalid webhook signature');
    expect(await me('forged')).toMatchObject({ status: 'ACTIVE', plan: 'pro' });
    expect(await stored(genuine.eventId)).toBe(0);

    // The genuine delivery of that same event still goes through.
    expect((await deliver(genuine)).body.result).toBe('applied');
    expect(await me('forged')).toMatchObject({ status: 'CANCELLED' });
  });

  test('a delivery genuinely signed for another webhook, or under another scheme, is refused', async () => {
    const id = await subscribeToPro(t, 'elsewhere');
    const other = await startPayPalSimulator({ clock: t.clock });
    try {
      const otherPayPal = createPayPalClient({
        baseUrl: other.url,
        clientId: other.clientId,
        clientSecret: other.clientSecret,
        timeoutMs: 5000,
        clock: t.clock,
        logger: createLogger('test', 'silent'),
      });
      const sub = await otherPayPal.createSubscription({ planId: 'P-OTHER' });
      const otherSim = new SimulatorClient(other.url);
      await otherSim.approve(sub.id);
      const foreign = await otherSim.webhook('BILLING.SUBSCRIPTION.CANCELLED', sub.id);
      expect((await deliver(foreign)).status).toBe(400);

      const { deliveries } = await simulatorOf(t).setStatus(id, 'CANCELLED');
      const ours = only(deliveries, 'BILLING.SUBSCRIPTION.CANCELLED');
      const otherAlgo = {
        ...ours,
        headers: { ...ours.headers, 'paypal-auth-algo': 'SHA256withRSA' },
      };
      expect((await deliver(otherAlgo)).status).toBe(400);
      expect(await me('elsewhere')).toMatchObject({ status: 'ACTIVE' });
    } finally {
      await other.close();
    }
  });

  test('a stale transmission time is a 400 and changes nothing', async () => {
    const id = await subscribeToPro(t, 'stale');
    const { deliveries } = await simulatorOf(t).setStatus(id, 'CANCELLED');
    const delivery = only(deliveries, 'BILLING.SUBSCRIPTION.CANCELLED');
    t.clock.advance(11 * MINUTE);
    const res = await deliver(delivery);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Webhook transmission time is too old or invalid');
    expect(await me('stale')).toMatchObject({ status: 'ACTIVE' });

    t.clock.set(START);
    t.clock.advance(9 * MINUTE);
    expect((await deliver(delivery)).status).toBe(200);
    expect(await me('stale')).toMatchObject({ status: 'CANCELLED' });
  });

  test('the same webhook twice changes things once', async () => {
    const id = await subscribeToPro(t, 'replayed');
    const sim = simulatorOf(t);
    t.clock.set(addMonths(new Date(START), 1));
    const sale = only((await sim.advance(id)).deliveries, 'PAYMENT.SALE.COMPLETED');
    expect((await deliver(sale)).body).toEqual({ received: true, result: 'applied' });
    const renewed = addMonths(new Date(START), 2).toISOString();
    expect(await me('replayed')).toMatchObject({ status: 'ACTIVE', nextBillingAt: renewed });

    // PayPal's state moves on without a webhook; a replay of the old event must not pick that up.
    await sim.setStatus(id, 'SUSPENDED');
    const again = await deliver(sale);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, result: 'duplicate' });
    expect(await me('replayed')).toMatchObject({ status: 'ACTIVE', nextBillingAt: renewed });
    expect(await stored(sale.eventId)).toBe(1);
  });

  test('concurrent deliveries of one event are handled once', async () => {
    const id = await subscribeToPro(t, 'burst');
    const { deliveries } = await simulatorOf(t).setStatus(id, 'CANCELLED');
    const delivery = only(deliveries, 'BILLING.SUBSCRIPTION.CANCELLED');
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(delivery)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.body.result === 'applied')).toHaveLength(1);
    expect(await stored(delivery.eventId)).toBe(1);
  });

  test('out-of-order webhooks end in PayPal’s current state', async () => {
    const id = await subscribeToPro(t, 'shuffled');
    const sim = simulatorOf(t);
    const activated = await sim.webhook('BILLING.SUBSCRIPTION.ACTIVATED', id);
    t.clock.advance(MINUTE);
    const suspended = only(
      (await sim.setStatus(id, 'SUSPENDED')).deliveries,
      'BILLING.SUBSCRIPTION.SUSPENDED',
    );
    t.clock.advance(MINUTE);
    const cancelled = only(
      (await sim.setStatus(id, 'CANCELLED')).deliveries,
      'BILLING.SUBSCRIPTION.CANCELLED',
    );

    // Newest first, oldest last: each is a cue to ask PayPal, which says CANCELLED throughout.
    for (const d of [cancelled, activated, suspended]) expect((await deliver(d)).status).toBe(200);
    expect(await me('shuffled')).toMatchObject({ status: 'CANCELLED', cancelAtPeriodEnd: true });

    // And a reactivation delivered before the older suspension still ends ACTIVE.
    const again = await subscribeToPro(t, 'flapping');
    const suspendedEarlier = only(
      (await sim.setStatus(again, 'SUSPENDED')).deliveries,
      'BILLING.SUBSCRIPTION.SUSPENDED',
    );
    t.clock.advance(MINUTE);
    const reactivated = only(
      (await sim.setStatus(again, 'ACTIVE')).deliveries,
      'BILLING.SUBSCRIPTION.ACTIVATED',
    );
    await deliver(reactivated);
    await deliver(suspendedEarlier);
    expect(await me('flapping')).toMatchObject({ status: 'ACTIVE', plan: 'pro' });
  });

  test('events about a subscription nobody activated yet are kept for its activation', async () => {
    if (t.payments.mode === 'disabled') throw new Error('payments disabled');
    const sub = await t.payments.paypal.createSubscription({ planId: t.payments.planId });
    const sim = simulatorOf(t);
    await sim.approve(sub.id);
    t.clock.advance(MINUTE);
    const cancelled = only(
      (await sim.setStatus(sub.id, 'CANCELLED')).deliveries,
      'BILLING.SUBSCRIPTION.CANCELLED',
    );
    expect((await deliver(cancelled)).body.result).toBe('applied');
    // The web app's activation with the (now cancelled) subscription is refused by PayPal's word.
    const res = await asUser(t, 'late').post('/api/subscriptions/activate', {
      subscription_id: sub.id,
      plan: 'pro_monthly',
    });
    expect(res.status).toBe(400);
    expect((await me('late')).plan).toBe('free');
  });

  test('events billing does not act on are acknowledged and recorded', async () => {
    const id = await subscribeToPro(t, 'other-events');
    const delivery = await simulatorOf(t).webhook('CUSTOMER.DISPUTE.CREATED', id);
    expect((await deliver(delivery)).body).toEqual({ received: true, result: 'ignored' });
    expect((await deliver(delivery)).body).toEqual({ received: true, result: 'duplicate' });
  });

  test('webhooks and PayPal errors are counted in /metrics', async () => {
    const text = (await request(t.app).get('/metrics')).text;
    expect(text).toMatch(
      /shortlist_billing_webhook_events_total\{type="unverified",result="invalid_signature"\} \d+/,
    );
    expect(text).toMatch(
      /shortlist_billing_webhook_events_total\{type="BILLING.SUBSCRIPTION.CANCELLED",result="applied"\} \d+/,
    );
  });
});

describe('webhooks delivered by the simulator over HTTP', () => {
  let t: TestBilling;
  beforeAll(async () => {
    t = await startTestBilling({}, { start: START });
    await t.listen();
  });
  afterAll(() => t.close());

  test('a failed renewal suspends the subscription and the user drops to Free', async () => {
    const id = await subscribeToPro(t, 'lapsed');
    t.clock.set(addMonths(new Date(START), 1));
    await simulatorOf(t).advance(id, 'fails');
    const me = async () => (await asUser(t, 'lapsed').get('/api/subscriptions/me')).body;
    for (let i = 0; i < 50 && (await me()).status !== 'SUSPENDED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await me()).toMatchObject({ status: 'SUSPENDED', plan: 'free' });
    const usage = await asUser(t, 'lapsed').get('/api/subscriptions/usage');
    expect(usage.body.dailyMatches.limit).toBe(3);
  });
});
