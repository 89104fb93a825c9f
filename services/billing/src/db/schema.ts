import { at } from '@shortlist/kit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const billingSchema = pgSchema('billing');

/**
 * One PayPal subscription and what PayPal last said about it. `user_id` is null while a webhook
 * has told us about a subscription that nobody has activated yet; activation claims it.
 */
export const subscriptions = billingSchema.table(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    planId: text('plan_id').notNull(),
    /** PayPal's status: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED. */
    status: text('status').notNull(),
    nextBillingAt: at('next_billing_at'),
    lastPaymentAt: at('last_payment_at'),
    /** End of the paid period; Pro lasts until then even after a cancellation. Only grows. */
    paidThrough: at('paid_through'),
    /** PayPal's update_time of the state stored here; an older answer never overwrites a newer. */
    providerUpdatedAt: at('provider_updated_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Matches used per user per local day. The limit is enforced on this row, atomically. */
export const dailyUsage = billingSchema.table(
  'daily_usage',
  {
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('daily_usage_used_check', sql`used >= 0`),
  ],
);

export type UsageKind = 'consume' | 'refund';

/**
 * Every consumption and refund. The unique (user, key, kind) makes a consume idempotent by key and
 * lets a key be refunded once.
 */
export const usageLedger = billingSchema.table(
  'usage_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<UsageKind>().notNull(),
    /** The local day the match counted against; a refund gives it back to that same day. */
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull().default(1),
    at: at('at').notNull(),
  },
  (t) => [
    uniqueIndex('usage_ledger_user_key_kind_key').on(t.userId, t.key, t.kind),
    check('usage_ledger_kind_check', sql`kind in ('consume', 'refund')`),
  ],
);

/** PayPal webhook events already handled, by PayPal's event id: a replay changes nothing. */
export const webhookEvents = billingSchema.table('webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  result: text('result').notNull(),
  receivedAt: at('received_at').notNull(),
});
