import { randomBytes, randomUUID } from 'node:crypto';
import { addMonths, type Clock } from '../src/clock';

// The simulator's in-memory PayPal: subscriptions and the webhook events their changes produce.
// It models what billing relies on (statuses, billing_info, update_time), not PayPal's catalog:
// any plan id is accepted, and a subscription's first payment is taken when it is approved.

export type SimStatus =
  'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface SimSubscription {
  id: string;
  plan_id: string;
  custom_id?: string;
  status: SimStatus;
  create_time: string;
  update_time: string;
  status_update_time: string;
  start_time?: string;
  billing_info: {
    next_billing_time?: string;
    last_payment?: { amount: { currency_code: 'USD'; value: string }; time: string };
    failed_payments_count: number;
  };
}

export interface SimEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'subscription' | 'sale';
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
}

export const PRICE_USD = '10.00';

const upperId = (prefix: string, length: number) =>
  `${prefix}${randomBytes(length).toString('hex').toUpperCase().slice(0, length)}`;

export class SimulatorState {
  private readonly subscriptions = new Map<string, SimSubscription>();
  private lastSaleId = new Map<string, string>();

  constructor(private readonly clock: Clock) {}

  private now(): string {
    return this.clock().toISOString();
  }

  get(id: string): SimSubscription | undefined {
    return this.subscriptions.get(id);
  }

  /** PayPal no longer knows the subscription (a sandbox reset, another merchant account). */
  forget(id: string): boolean {
    return this.subscriptions.delete(id);
  }

  create(input: { planId: string; customId?: string }): SimSubscription {
    const now = this.now();
    const sub: SimSubscription = {
      id: upperId('I-', 12),
      plan_id: input.planId,
      ...(input.customId ? { custom_id: input.customId } : {}),
      status: 'APPROVAL_PENDING',
      create_time: now,
      update_time: now,
      status_update_time: now,
      billing_info: { failed_payments_count: 0 },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** The buyer approves: the first cycle is paid at once and the subscription is active. */
  approve(sub: SimSubscription): SimEvent[] {
    const now = this.clock();
    sub.start_time = now.toISOString();
    this.setStatus(sub, 'ACTIVE');
    this.pay(sub, now, addMonths(now, 1));
    return [this.event(sub, 'BILLING.SUBSCRIPTION.ACTIVATED'), this.saleEvent(sub)];
  }

  cancel(sub: SimSubscription): SimEvent[] {
    this.setStatus(sub, 'CANCELLED');
    delete sub.billing_info.next_billing_time;
    return [this.event(sub, 'BILLING.SUBSCRIPTION.CANCELLED')];
  }

  /** A change made at PayPal's side (by PayPal, the buyer or the merchant's dashboard). */
  changeStatus(sub: SimSubscription, status: SimStatus): SimEvent[] {
    this.setStatus(sub, status);
    if (status === 'CANCELLED' || status === 'EXPIRED') delete sub.billing_info.next_billing_time;
    return [this.event(sub, eventTypeForStatus(status))];
  }

  /** The next billing date arrives: PayPal takes the payment, or fails to and suspends. */
  advance(sub: SimSubscription, payment: 'succeeds' | 'fails'): SimEvent[] {
    const due = new Date(sub.billing_info.next_billing_time ?? this.now());
    if (payment === 'succeeds') {
      this.pay(sub, due, addMonths(due, 1));
      return [this.saleEvent(sub)];
    }
    sub.billing_info.failed_payments_count += 1;
    this.setStatus(sub, 'SUSPENDED');
    return [
      this.event(sub, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'),
      this.event(sub, 'BILLING.SUBSCRIPTION.SUSPENDED'),
    ];
  }

  /** An event about the subscription as it is now (for tests that deliver events themselves). */
  eventFor(sub: SimSubscription, eventType: string): SimEvent {
    return eventType === 'PAYMENT.SALE.COMPLETED'
      ? this.saleEvent(sub)
      : this.event(sub, eventType);
  }

  private pay(sub: SimSubscription, paidAt: Date, nextBilling: Date): void {
    sub.billing_info.last_payment = {
      amount: { currency_code: 'USD', value: PRICE_USD },
      time: paidAt.toISOString(),
    };
    sub.billing_info.next_billing_time = nextBilling.toISOString();
    sub.billing_info.failed_payments_count = 0;
    sub.update_time = this.now();
    this.lastSaleId.set(sub.id, upperId('', 17));
  }

  private setStatus(sub: SimSubscription, status: SimStatus): void {
    sub.status = status;
    sub.status_update_time = this.now();
    sub.update_time = sub.status_update_time;
  }

  private event(sub: SimSubscription, eventType: string): SimEvent {
    return this.envelope(
      eventType,
      'subscription',
      structuredClone(sub),
      `Subscription ${sub.status}`,
    );
  }

  private saleEvent(sub: SimSubscription): SimEvent {
    const sale = {
      id: this.lastSaleId.get(sub.id) ?? upperId('', 17),
      state: 'completed',
      amount: { total: PRICE_USD, currency: 'USD' },
      billing_agreement_id: sub.id,
      create_time: sub.billing_info.last_payment?.time ?? this.now(),
    };
    return this.envelope(
      'PAYMENT.SALE.COMPLETED',
      'sale',
      sale,
      'Payment completed for $ 10.0 USD',
    );
  }

  private envelope(
    eventType: string,
    resourceType: SimEvent['resource_type'],
    resource: object,
    summary: string,
  ): SimEvent {
    return {
      id: `WH-${randomUUID().toUpperCase()}`,
      event_version: '1.0',
      create_time: this.now(),
      resource_type: resourceType,
      event_type: eventType,
      summary,
      resource: resource as Record<string, unknown>,
    };
  }
}

function eventTypeForStatus(status: SimStatus): string {
  switch (status) {
    case 'APPROVAL_PENDING':
      return 'BILLING.SUBSCRIPTION.CREATED';
    case 'APPROVED':
    case 'ACTIVE':
      return 'BILLING.SUBSCRIPTION.ACTIVATED';
    case 'SUSPENDED':
      return 'BILLING.SUBSCRIPTION.SUSPENDED';
    case 'CANCELLED':
      return 'BILLING.SUBSCRIPTION.CANCELLED';
    case 'EXPIRED':
      return 'BILLING.SUBSCRIPTION.EXPIRED';
  }
}

export const SIM_STATUSES: readonly SimStatus[] = [
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
];
