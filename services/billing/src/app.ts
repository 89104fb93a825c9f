import {
  authVerifier,
  createApp,
  finishApp,
  type DatabaseHandle,
  type Logger,
} from '@shortlist/kit';
import express from 'express';
import type { Clock } from './clock';
import type { BillingConfig } from './config';
import type * as schema from './db/schema';
import type { BillingMetrics } from './metrics';
import type { Payments } from './paypal/payments';
import { billingRoutes } from './routes/billing';
import { internalRoutes } from './routes/internal';
import { subscriptionRoutes } from './routes/subscriptions';
import { webhookRoutes } from './routes/webhooks';

export interface BillingAppDeps {
  config: BillingConfig;
  database: DatabaseHandle<typeof schema>;
  payments: Payments;
  clock: Clock;
  logger: Logger;
  metrics: BillingMetrics;
}

export function buildBillingApp({
  config,
  database,
  payments,
  clock,
  logger,
  metrics,
}: BillingAppDeps) {
  // The JSON parser is mounted after the webhook route, whose signature covers the raw body.
  const app = createApp({
    service: 'billing',
    trustProxy: config.TRUST_PROXY,
    logger,
    metrics,
    parseJson: false,
    readiness: [{ name: 'database', check: () => database.ping() }],
  });
  const verify = authVerifier(config);
  const db = database.db;
  const usage = {
    db,
    clock,
    timeZone: config.USAGE_TIMEZONE,
    freeDailyMatches: config.FREE_DAILY_MATCHES,
  };
  const subscriptions = { db, payments, clock, logger: logger.child({ module: 'subscriptions' }) };

  app.use(
    '/api/webhooks',
    webhookRoutes({
      db,
      payments,
      clock,
      maxAgeSeconds: config.PAYPAL_WEBHOOK_MAX_AGE_SECONDS,
      metrics,
      logger: logger.child({ module: 'webhooks' }),
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use('/api/subscriptions', subscriptionRoutes({ usage, subscriptions, verify }));
  app.use(
    '/api/billing',
    billingRoutes({ payments, freeDailyMatches: config.FREE_DAILY_MATCHES, verify }),
  );
  app.use('/internal', internalRoutes({ usage, metrics, internalToken: config.INTERNAL_TOKEN }));
  return finishApp(app);
}
