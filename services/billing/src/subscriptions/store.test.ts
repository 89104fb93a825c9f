import { createTestDatabase, type TestDatabase } from '@shortlist/kit';
import { openBillingDatabase, type BillingDatabase } from '../db';
import { planOf } from './plans';
import type { ProviderState } from './provider-state';
import { claimSubscription, storeProviderState, subscriptionsOf } from './store';

// Each file opens fresh databases; on PGlite (in-process, migrations included) that takes seconds.
jest.setTimeout(30_000);

// The guards that keep concurrent PayPal answers from rolling a subscription back.
describe('subscription store', () => {
  let testDb: TestDatabase;
  let database: BillingDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('billing_store');
    database = await openBillingDatabase({
      url: testDb.url,
      dataDir: testDb.dataDir ?? 'memory://',
    });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  const now = new Date('2026-03-10T12:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const state = (id: string, over: Partial<ProviderState>): ProviderState => ({
    id,
    planId: 'P-PRO',
    status: 'ACTIVE',
    nextBillingAt: new Date('2026-04-10T12:00:00Z'),
    lastPaymentAt: now,
    paidThrough: new Date('2026-04-10T12:00:00Z'),
    providerUpdatedAt: at(0),
    ...over,
  });

  test('an older answer from PayPal never overwrites a newer one', async () => {
    const { db } = database;
    expect(await claimSubscription(db, 'u1', state('I-OLD-NEW', {}), now)).toBe(true);
    await storeProviderState(
      db,
      state('I-OLD-NEW', { status: 'CANCELLED', nextBillingAt: null, providerUpdatedAt: at(5) }),
      now,
    );
    await storeProviderState(
      db,
      state('I-OLD-NEW', { status: 'ACTIVE', providerUpdatedAt: at(1) }),
      now,
    );
    const [row] = await subscriptionsOf(db, 'u1');
    expect(row).toMatchObject({ status: 'CANCELLED', nextBillingAt: null });
  });

  test('the paid period only grows', async () => {
    const { db } = database;
    await claimSubscription(db, 'u2', state('I-PAID', {}), now);
    await storeProviderState(
      db,
      state('I-PAID', { status: 'CANCELLED', paidThrough: null, providerUpdatedAt: at(5) }),
      now,
    );
    const [row] = await subscriptionsOf(db, 'u2');
    expect(row?.paidThrough).toEqual(new Date('2026-04-10T12:00:00Z'));
    expect(await planOf(db, 'u2', new Date('2026-04-10T11:59:00Z'))).toBe('pro');
    expect(await planOf(db, 'u2', new Date('2026-04-10T12:01:00Z'))).toBe('free');
  });

  test('a subscription known only from webhooks is claimed by its first activator', async () => {
    const { db } = database;
    await storeProviderState(db, state('I-UNCLAIMED', {}), now);
    expect(await planOf(db, 'u3', now)).toBe('free');
    expect(await claimSubscription(db, 'u3', state('I-UNCLAIMED', {}), now)).toBe(true);
    expect(await claimSubscription(db, 'u3', state('I-UNCLAIMED', {}), now)).toBe(true);
    expect(await claimSubscription(db, 'u4', state('I-UNCLAIMED', {}), now)).toBe(false);
    expect(await planOf(db, 'u3', now)).toBe('pro');
    expect(await planOf(db, 'u4', now)).toBe('free');
  });
});
