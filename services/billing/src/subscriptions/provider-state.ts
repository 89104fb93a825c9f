import { addMonths } from '../clock';
import type { PayPalSubscription } from '../paypal/types';

/** What billing keeps of PayPal's answer about one subscription. */
export interface ProviderState {
  id: string;
  planId: string;
  status: string;
  nextBillingAt: Date | null;
  lastPaymentAt: Date | null;
  paidThrough: Date | null;
  /** PayPal's update_time: orders two answers about the same subscription. */
  providerUpdatedAt: Date;
}

export function providerState(sub: PayPalSubscription, now: Date): ProviderState {
  return {
    id: sub.id,
    planId: sub.plan_id,
    status: sub.status,
    nextBillingAt: dateOrNull(sub.billing_info?.next_billing_time),
    lastPaymentAt: dateOrNull(sub.billing_info?.last_payment?.time),
    paidThrough: paidThroughOf(sub),
    providerUpdatedAt:
      dateOrNull(sub.update_time) ??
      dateOrNull(sub.status_update_time) ??
      dateOrNull(sub.create_time) ??
      now,
  };
}

/**
 * The end of the period paid for: the next billing time while PayPal still shows one, else the
 * last payment plus one month (PayPal drops next_billing_time once a subscription is cancelled).
 */
export function paidThroughOf(sub: PayPalSubscription): Date | null {
  const next = dateOrNull(sub.billing_info?.next_billing_time);
  const paid = dateOrNull(sub.billing_info?.last_payment?.time);
  const candidates = [next, paid && addMonths(paid, 1)].filter((d): d is Date => d !== null);
  if (candidates.length === 0) return null;
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}

function dateOrNull(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
