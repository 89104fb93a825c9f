import type { IncomingHttpHeaders } from 'node:http';
import { AppError, type Logger } from '@shortlist/kit';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { BillingDb } from '../db';
import { webhookEvents } from '../db/schema';
import type { BillingMetrics } from '../metrics';
import type { Payments } from '../paypal/payments';
import {
  WEBHOOK_HEADER_NAMES,
  webhookEvent,
  type WebhookEvent,
  type WebhookHeaders,
} from '../paypal/types';
import { providerState } from '../subscriptions/provider-state';
import { storeProviderState } from '../subscriptions/store';
import { livePayments } from '../subscriptions/subscriptions';

// PayPal webhooks. Every delivery is verified with PayPal before anything changes; each event id is
// handled once; and an event is a cue to ask PayPal for the subscription's current state rather
// than a state to apply, so events arriving late or out of order cannot roll the state back.

export interface WebhookDeps {
  db: BillingDb;
  payments: Payments;
  clock: Clock;
  maxAgeSeconds: number;
  metrics: BillingMetrics;
  logger: Logger;
}

export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'unknown_subscription';
type Rejection = 'missing_headers' | 'stale' | 'invalid_body' | 'invalid_signature';

/** What an event is about: a subscription (by id), a sale of one, or something billing ignores. */
type Subject = { kind: 'subscription'; subscriptionId: string } | { kind: 'other' };

export async function handlePayPalWebhook(
  deps: WebhookDeps,
  input: { headers: IncomingHttpHeaders; rawBody: Buffer },
): Promise<{ received: true; result: WebhookResult }> {
  const { paypal, webhookId } = livePayments(deps.payments);
  const now = deps.clock();
  const reject = (reason: Rejection, message: string): never => {
    // Unverified deliveries are counted under one type: their event_type is anyone's to choose.
    deps.metrics.webhookEvents.inc({ type: 'unverified', result: reason });
    deps.logger.warn({ reason }, 'webhook refused');
    throw new AppError('bad_request', message);
  };

  const headers = signatureHeaders(input.headers);
  if (!headers) return reject('missing_headers', 'Missing PayPal signature headers');
  const sentAt = Date.parse(headers.transmissionTime);
  if (Number.isNaN(sentAt) || Math.abs(now.getTime() - sentAt) > deps.maxAgeSeconds * 1000) {
    return reject('stale', 'Webhook transmission time is too old or invalid');
  }
  const rawBody = input.rawBody.toString('utf8');
  const event = parseEvent(rawBody);
  if (!event) return reject('invalid_body', 'Webhook body is not a PayPal event');
  if (!(await paypal.verifyWebhookSignature({ headers, rawBody, webhookId }))) {
    return reject('invalid_signature', 'Invalid webhook signature');
  }

  const finish = (result: WebhookResult) => {
    deps.metrics.webhookEvents.inc({ type: event.event_type, result });
    deps.logger.info({ eventId: event.id, type: event.event_type, result }, 'webhook handled');
    return { received: true as const, result };
  };
  if (await seen(deps.db, event.id)) return finish('duplicate');

  const subject = subjectOf(event);
  switch (subject.kind) {
    case 'other':
      return finish((await record(deps.db, event, null, 'ignored', now)) ? 'ignored' : 'duplicate');
    case 'subscription': {
      // Asked before the transaction, so no database connection waits on PayPal.
      const sub = await paypal.getSubscription(subject.subscriptionId);
      const result: WebhookResult = sub ? 'applied' : 'unknown_subscription';
      const recorded = await deps.db.transaction(async (tx) => {
        if (!(await record(tx, event, subject.subscriptionId, result, now))) return false;
        if (sub) await storeProviderState(tx, providerState(sub, now), now);
        return true;
      });
      return finish(recorded ? result : 'duplicate');
    }
  }
}

function subjectOf(event: WebhookEvent): Subject {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  let id: string | undefined;
  if (event.event_type.startsWith('BILLING.SUBSCRIPTION.')) id = text(event.resource.id);
  else if (event.event_type.startsWith('PAYMENT.SALE.')) {
    id = text(event.resource.billing_agreement_id);
  }
  return id ? { kind: 'subscription', subscriptionId: id } : { kind: 'other' };
}

function signatureHeaders(headers: IncomingHttpHeaders): WebhookHeaders | undefined {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 2048
      ? value
      : undefined;
  };
  const names = WEBHOOK_HEADER_NAMES;
  const authAlgo = read(names.authAlgo);
  const certUrl = read(names.certUrl);
  const transmissionId = read(names.transmissionId);
  const transmissionSig = read(names.transmissionSig);
  const transmissionTime = read(names.transmissionTime);
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) return;
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

function parseEvent(rawBody: string): WebhookEvent | undefined {
  try {
    const parsed = webhookEvent.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function seen(db: BillingDb, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, eventId));
  return rows.length > 0;
}

/** Records the event id; false when it was recorded already (a concurrent duplicate). */
async function record(
  db: BillingDb,
  event: WebhookEvent,
  resourceId: string | null,
  result: WebhookResult,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ id: event.id, eventType: event.event_type, resourceId, result, receivedAt: now })
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}
