import { createMetrics } from '@shortlist/kit';
import { Counter } from 'prom-client';

/** The kit's HTTP metrics plus what an operator watches on billing. */
export function createBillingMetrics() {
  const metrics = createMetrics('billing');
  const registers = [metrics.registry];
  return {
    ...metrics,
    consumed: new Counter({
      name: `${metrics.prefix}matches_consumed_total`,
      help: 'Daily matches consumed (new keys only), by plan',
      labelNames: ['plan'] as const,
      registers,
    }),
    refunded: new Counter({
      name: `${metrics.prefix}matches_refunded_total`,
      help: 'Daily matches given back after a failed analysis',
      registers,
    }),
    limitRefusals: new Counter({
      name: `${metrics.prefix}limit_refusals_total`,
      help: 'Consumes refused because the daily limit was reached, or bulk refused on the free plan',
      labelNames: ['reason'] as const,
      registers,
    }),
    webhookEvents: new Counter({
      name: `${metrics.prefix}webhook_events_total`,
      help: 'PayPal webhook deliveries, by event type and result',
      labelNames: ['type', 'result'] as const,
      registers,
    }),
    paypalErrors: new Counter({
      name: `${metrics.prefix}paypal_api_errors_total`,
      help: 'Failed PayPal API calls, by operation and HTTP status (or network, bad_response)',
      labelNames: ['operation', 'status'] as const,
      registers,
    }),
  };
}
export type BillingMetrics = ReturnType<typeof createBillingMetrics>;
