import type { PlanName } from '@shortlist/contracts';
import type { BillingDb } from '../db';
import type { SubscriptionRow } from '../db/schema';
import { subscriptionsOf } from './store';

/** PayPal statuses in which the subscription is running and Pro is on. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['ACTIVE', 'APPROVED']);

/**
 * Pro while the subscription runs, and after a cancellation or suspension until the end of the
 * period already paid for.
 */
export function grantsPro(
  row: Pick<SubscriptionRow, 'status' | 'paidThrough'>,
  now: Date,
): boolean {
  return LIVE_STATUSES.has(row.status) || (row.paidThrough !== null && row.paidThrough > now);
}

/** The user's plan, from billing's own subscriptions table (never from a token claim). */
export async function planOf(db: BillingDb, userId: string, now: Date): Promise<PlanName> {
  const rows = await subscriptionsOf(db, userId);
  return rows.some((row) => grantsPro(row, now)) ? 'pro' : 'free';
}
