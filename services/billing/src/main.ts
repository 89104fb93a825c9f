import { createServer } from 'node:http';
import { runService } from '@shortlist/kit';
import { buildBillingApp } from './app';
import { systemClock } from './clock';
import { loadBillingConfig } from './config';
import { openBillingDatabase } from './db';
import { createBillingMetrics } from './metrics';
import { openPayments } from './paypal/payments';

runService('billing', loadBillingConfig, async ({ config, logger, database: settings }) => {
  const database = await openBillingDatabase(settings);
  const metrics = createBillingMetrics();
  // In test mode the simulator delivers its webhooks to this process, as PayPal would.
  const selfHost =
    config.HOST.includes(':') || config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const { payments, close: closePayments } = await openPayments({
    config,
    clock: systemClock,
    logger,
    metrics,
    webhookUrl: () => `http://${selfHost}:${config.PORT}/api/webhooks/paypal`,
  });
  const app = buildBillingApp({ config, database, payments, clock: systemClock, logger, metrics });
  return {
    server: createServer(app),
    info: { db: database.driver, payments: payments.mode, timeZone: config.USAGE_TIMEZONE },
    closers: [closePayments, () => database.close()],
  };
});
