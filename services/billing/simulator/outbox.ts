import type { Logger } from '@shortlist/kit';
import type { Clock } from '../src/clock';
import type { SignedDelivery, WebhookSigner } from './signing';
import type { SimEvent } from './state';

export interface Delivery extends SignedDelivery {
  eventType: string;
  eventId: string;
}

/** Signs the simulator's webhook events and, when a webhook URL is set, delivers them. */
export function createOutbox(options: {
  signer: WebhookSigner;
  clock: Clock;
  webhookUrl?: () => string | undefined;
  logger?: Logger;
}) {
  // Pretty-printed on purpose: a receiver that re-serialises the event instead of forwarding the
  // raw body then fails verification here, as it would at PayPal.
  const sign = (event: SimEvent): Delivery => ({
    ...options.signer.sign(JSON.stringify(event, null, 2), options.clock().toISOString()),
    eventType: event.event_type,
    eventId: event.id,
  });

  async function deliver(deliveries: Delivery[]): Promise<void> {
    const url = options.webhookUrl?.();
    if (!url) return;
    for (const d of deliveries) {
      try {
        const res = await fetch(url, { method: 'POST', headers: d.headers, body: d.body });
        options.logger?.info({ eventType: d.eventType, status: res.status }, 'webhook delivered');
      } catch (err) {
        options.logger?.warn({ err, eventType: d.eventType }, 'webhook delivery failed');
      }
    }
  }

  return {
    sign,
    deliver,
    /** Signs the events of a state change, delivers them in the background and returns them. */
    emit(events: SimEvent[]): Delivery[] {
      const deliveries = events.map(sign);
      void deliver(deliveries);
      return deliveries;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
