import {
  consumeManyResponse,
  consumeUsageResponse,
  planResponse,
  refundUsageResponse,
  type PlanName,
} from '@shortlist/contracts';
import { createInternalClient, type InternalEndpoint } from '@shortlist/kit';

/**
 * The billing service's internal API. Every match is consumed under a key (the analysis run id), so
 * repeating a call after a timeout never takes a second match, and a refund gives back exactly one.
 * A refused consume surfaces as billing's own error (429 limit_reached with its message).
 */
export interface BillingClient {
  consume(userId: string, key: string): Promise<void>;
  /** Pro only; billing answers 403 upgrade_required for free users. */
  consumeMany(userId: string, keys: string[]): Promise<void>;
  refund(userId: string, key: string): Promise<boolean>;
  plan(userId: string): Promise<PlanName>;
}

export function createBillingClient(options: InternalEndpoint): BillingClient {
  const client = createInternalClient({ ...options, service: 'billing' });
  return {
    consume: async (userId, key) => {
      consumeUsageResponse.parse(await client.post('/internal/usage/consume', { userId, key }));
    },
    consumeMany: async (userId, keys) => {
      consumeManyResponse.parse(
        await client.post('/internal/usage/consume-many', { userId, keys }),
      );
    },
    refund: async (userId, key) =>
      refundUsageResponse.parse(await client.post('/internal/usage/refund', { userId, key }))
        .refunded,
    plan: async (userId) =>
      planResponse.parse(await client.get(`/internal/plan/${encodeURIComponent(userId)}`)).plan,
  };
}
