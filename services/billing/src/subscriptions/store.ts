import { statementPerDatabase } from '@shortlist/kit';
import { desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { BillingDb } from '../db';
import { subscriptions, type SubscriptionRow } from '../db/schema';
import type { ProviderState } from './provider-state';

// Where PayPal's word about a subscription is kept. Writes are guarded by PayPal's update_time, so
// two answers fetched concurrently (a webhook and an activation, say) cannot leave the older one.

export function subscriptionsOf(db: BillingDb, userId: string): Promise<SubscriptionRow[]> {
  return subscriptionsStatement(db).execute({ userId });
}

// Every daily match asks for the plan: built once per database (statementPerDatabase).
const subscriptionsStatement = statementPerDatabase((db: BillingDb) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.updatedAt))
    .prepare('billing_subscriptions_of'),
);

/** Stores PayPal's current state unless a newer one is stored already. The paid period only grows. */
export async function storeProviderState(
  db: BillingDb,
  state: ProviderState,
  now: Date,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ ...state, userId: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: {
        planId: sql`excluded.plan_id`,
        status: sql`excluded.status`,
        nextBillingAt: sql`excluded.next_billing_at`,
        lastPaymentAt: sql`excluded.last_payment_at`,
        paidThrough: sql`greatest(${subscriptions.paidThrough}, excluded.paid_through)`,
        providerUpdatedAt: sql`excluded.provider_updated_at`,
        updatedAt: now,
      },
      setWhere: sql`${subscriptions.providerUpdatedAt} <= excluded.provider_updated_at`,
    });
}

/**
 * Binds a subscription to the user, in one statement so two users racing for the same id cannot
 * both win. False when another user holds it. The caller stores the state right after.
 */
export async function claimSubscription(
  db: BillingDb,
  userId: string,
  state: ProviderState,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(subscriptions)
    .values({ ...state, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: { userId, updatedAt: now },
      setWhere: or(isNull(subscriptions.userId), eq(subscriptions.userId, userId)),
    })
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
