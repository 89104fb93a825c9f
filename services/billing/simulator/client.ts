import type { Delivery } from './app';
import type { SimStatus, SimSubscription } from './state';

interface ControlAnswer {
  subscription: SimSubscription;
  deliveries: Delivery[];
}

/**
 * The simulator's test controls over HTTP: what the buyer, PayPal's billing cycle or the merchant's
 * dashboard would do. Used by test checkout and by the tests; never by the live PayPal path.
 */
export class SimulatorClient {
  constructor(private readonly baseUrl: string) {}

  approve(id: string): Promise<ControlAnswer> {
    return this.post(`/v1/simulator/subscriptions/${encodeURIComponent(id)}/approve`);
  }

  setStatus(id: string, status: SimStatus): Promise<ControlAnswer> {
    return this.post(`/v1/simulator/subscriptions/${encodeURIComponent(id)}/status`, { status });
  }

  /** Moves the subscription to its next billing date, where the payment succeeds or fails. */
  advance(id: string, payment: 'succeeds' | 'fails' = 'succeeds'): Promise<ControlAnswer> {
    return this.post(`/v1/simulator/subscriptions/${encodeURIComponent(id)}/advance`, { payment });
  }

  /** PayPal forgets the subscription: every later call about it answers 404. */
  async forget(id: string): Promise<void> {
    const path = `/v1/simulator/subscriptions/${encodeURIComponent(id)}`;
    const res = await fetch(new URL(path, this.baseUrl), { method: 'DELETE' });
    if (!res.ok) throw new Error(`simulator answered ${res.status} to ${path}`);
  }

  /** A signed webhook about the subscription as it is now; delivered only when `deliver`. */
  webhook(eventType: string, resourceId: string, deliver = false): Promise<Delivery> {
    return this.post('/v1/simulator/webhooks', {
      event_type: eventType,
      resource_id: resourceId,
      deliver,
    });
  }

  revokeTokens(): Promise<unknown> {
    return this.post('/v1/simulator/tokens/revoke');
  }

  async stats(): Promise<{ tokensIssued: number; verifyCalls: number }> {
    const res = await fetch(new URL('/v1/simulator/stats', this.baseUrl));
    return (await res.json()) as { tokensIssued: number; verifyCalls: number };
  }

  private async post<T>(path: string, body: unknown = {}): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`simulator answered ${res.status} to ${path}`);
    return (await res.json()) as T;
  }
}
