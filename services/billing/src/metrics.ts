import { createMetrics, serviceCounter } from '@shortlist/kit';

/** The kit's HTTP metrics plus what an operator watches on billing. */
export function createBillingMetrics() {
  const metrics = createMetrics('billing');
  return {
    ...metrics,
    consumed: serviceCounter(
      metrics,
      'matches_consumed_total',
      'Daily matches consumed (new keys only), by plan',
      ['plan'],
    ),
    refunded: serviceCounter(
      metrics,
      'matches_refunded_total',
      'Daily matches given back after a failed analysis',
    ),
    limitRefusals: serviceCounter(
      metrics,
      'limit_refusals_total',
      'Consumes refused because the daily limit was reached, or bulk refused on the free plan',
      ['reason'],
    ),
    webhookEvents: serviceCounter(
      metrics,
      'webhook_events_total',
      'PayPal webhook deliveries, by event type and result',
      ['type', 'result'],
    ),
    paypalErrors: serviceCounter(
      metrics,
      'paypal_api_errors_total',
      'Failed PayPal API calls, by operation and HTTP status (or network, bad_response)',
      ['operation', 'status'],
    ),
  };
}
export type BillingMetrics = ReturnType<typeof createBillingMetrics>;
