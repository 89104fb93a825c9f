import { createServer } from 'node:http';
import {
  assertProductionSafe,
  databaseSettings,
  createLogger,
  listen,
  onShutdown,
  runMain,
} from '@shortlist/kit';
import { buildBillingApp } from './app';
import { systemClock } from './clock';
import { loadBillingConfig } from './config';
import { openBillingDatabase } from './db';
import { createBillingMetrics } from './metrics';
import { openPayments } from './paypal/payments';

runMain('billing', async () => {
  const config = loadBillingConfig();
  assertProductionSafe(config);
  const logger = createLogger('billing', config.LOG_LEVEL);
  const database = await openBillingDatabase(databaseSettings(config, 'billing', logger));
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
  const server = createServer(app);
  await listen(server, config.PORT, config.HOST);
  logger.info(
    {
      port: config.PORT,
      db: database.driver,
      payments: payments.mode,
      timeZone: config.USAGE_TIMEZONE,
    },
    'billing listening',
  );
  onShutdown({
    logger,
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    closers: [closePayments, () => database.close()],
  });
});
