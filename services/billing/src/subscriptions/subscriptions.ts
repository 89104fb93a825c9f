import type { ActivateBody, Subscription } from '@shortlist/contracts';
import { AppError, badRequest, conflict, type Logger } from '@shortlist/kit';
import type { Clock } from '../clock';
import type { BillingDb } from '../db';
import type { SubscriptionRow } from '../db/schema';
import type { Payments } from '../paypal/payments';
import { grantsPro, LIVE_STATUSES } from './plans';
import { providerState, type ProviderState } from './provider-state';
import { claimSubscription, storeProviderState, subscriptionsOf } from './store';

export interface SubscriptionDeps {
  db: BillingDb;
  payments: Payments;
  clock: Clock;
  logger: Logger;
}

/** Statuses PayPal lets a customer cancel from. */
const CANCELLABLE: ReadonlySet<string> = new Set(['ACTIVE', 'APPROVED', 'SUSPENDED']);

export const PAYMENTS_DISABLED = 'Payments are not available right now. Please try again later.';
export const SUBSCRIPTION_TAKEN = 'This PayPal subscription belongs to another account.';

export function livePayments(payments: Payments) {
  if (payments.mode === 'disabled') throw new AppError('service_unavailable', PAYMENTS_DISABLED);
  return payments;
}

/**
 * Upgrades the caller to Pro with a subscription they approved at PayPal. PayPal is asked for the
 * subscription's state; the web app's word for it is not enough.
 */
export async function activateSubscription(
  deps: SubscriptionDeps,
  userId: string,
  body: ActivateBody,
): Promise<Subscription> {
  const { paypal, planId } = livePayments(deps.payments);
  const sub = await paypal.getSubscription(body.subscription_id);
  if (!sub) {
    throw new AppError(
      'not_found',
      'PayPal does not know this subscription. Please subscribe again from the pricing page.',
    );
  }
  if (sub.plan_id !== planId) throw badRequest('This PayPal subscription is not for the Pro plan.');
  // The checkout records the account in custom_id; when present it must be the caller's.
  if (sub.custom_id && sub.custom_id !== userId) throw conflict(SUBSCRIPTION_TAKEN);
  if (!LIVE_STATUSES.has(sub.status)) {
    throw badRequest(
      `This PayPal subscription is not active (PayPal says ${sub.status}). Please subscribe again.`,
    );
  }
  const now = deps.clock();
  const state = providerState(sub, now);
  await deps.db.transaction(async (tx) => {
    if (!(await claimSubscription(tx, userId, state, now))) throw conflict(SUBSCRIPTION_TAKEN);
    await storeProviderState(tx, state, now);
  });
  deps.logger.info(
    { userId, subscriptionId: sub.id, status: sub.status },
    'subscription activated',
  );
  return currentSubscription(deps.db, userId, now);
}

/**
 * Cancels at PayPal. Pro stays until the end of the period already paid for, then the account is
 * Free. Cancelling again is harmless.
 */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  userId: string,
): Promise<Subscription> {
  const { paypal } = livePayments(deps.payments);
  const now = deps.clock();
  const rows = await subscriptionsOf(deps.db, userId);
  const running = rows.filter((row) => CANCELLABLE.has(row.status));
  if (running.length === 0) {
    if (rows.some((row) => grantsPro(row, now))) return currentSubscription(deps.db, userId, now);
    throw new AppError('not_found', 'You have no active subscription to cancel.');
  }
  // True when PayPal knows the subscription; its latest state is then stored.
  const refresh = async (id: string) => {
    const sub = await paypal.getSubscription(id);
    if (sub) await storeProviderState(deps.db, providerState(sub, now), now);
    return sub !== null;
  };
  let gone = false;
  for (const row of running) {
    // Stored first, so the paid period is known from PayPal's latest next_billing_time even if a
    // payment webhook was missed; PayPal drops that field once the subscription is cancelled.
    const known =
      (await refresh(row.id)) &&
      (await paypal.cancelSubscription(
        row.id,
        'Cancelled by the customer from account settings',
      )) !== 'not_found';
    if (known) {
      await refresh(row.id);
      deps.logger.info({ userId, subscriptionId: row.id }, 'subscription cancelled');
    } else {
      // Nothing can renew a subscription PayPal does not have: it ends here too, and the
      // period already paid for is kept.
      await storeProviderState(deps.db, goneState(row, now), now);
      deps.logger.warn({ userId, subscriptionId: row.id }, 'subscription unknown to PayPal');
      gone = true;
    }
  }
  if (gone) throw new AppError('not_found', SUBSCRIPTION_GONE);
  return currentSubscription(deps.db, userId, now);
}

export const SUBSCRIPTION_GONE =
  'This subscription no longer exists at PayPal, so nothing more will be charged; ' +
  'it is now shown as cancelled here.';

function goneState(row: SubscriptionRow, now: Date): ProviderState {
  return {
    id: row.id,
    planId: row.planId,
    status: 'CANCELLED',
    nextBillingAt: null,
    lastPaymentAt: row.lastPaymentAt,
    paidThrough: row.paidThrough,
    // Newer than anything stored, so it is kept (PayPal cannot send a later word about it).
    providerUpdatedAt: new Date(Math.max(now.getTime(), row.providerUpdatedAt.getTime())),
  };
}

/** The subscription that decides the user's plan now, as the web app shows it. */
export async function currentSubscription(
  db: BillingDb,
  userId: string,
  now: Date,
): Promise<Subscription> {
  const rows = await subscriptionsOf(db, userId);
  const row =
    rows.find((r) => LIVE_STATUSES.has(r.status)) ?? rows.find((r) => grantsPro(r, now)) ?? rows[0];
  return row ? present(row, now) : FREE;
}

const FREE: Subscription = {
  plan: 'free',
  status: null,
  subscriptionId: null,
  nextBillingAt: null,
  endsAt: null,
  cancelAtPeriodEnd: false,
};

function present(row: SubscriptionRow, now: Date): Subscription {
  const pro = grantsPro(row, now);
  const live = LIVE_STATUSES.has(row.status);
  return {
    plan: pro ? 'pro' : 'free',
    status: row.status,
    subscriptionId: row.id,
    nextBillingAt: live ? (row.nextBillingAt?.toISOString() ?? null) : null,
    endsAt: live ? null : (row.paidThrough?.toISOString() ?? null),
    cancelAtPeriodEnd: !live && pro,
  };
}
