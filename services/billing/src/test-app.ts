import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createTestDatabase, listen } from '@shortlist/kit';
import { testKeys } from '@shortlist/test-support';
import { buildBillingApp } from './app';
import { loadBillingConfig } from './config';
import { openBillingDatabase } from './db';
import { createBillingMetrics } from './metrics';
import { openPayments } from './paypal/payments';

/** A clock the test sets and moves; billing and its simulator both read it. */
export interface TestClock {
  (): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string = new Date()): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (at) => {
    now = new Date(at).getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/**
 * A real billing app on a fresh test database, in test mode with its in-process PayPal simulator
 * unless `env` gives PayPal settings. Tokens are signed with a key pair made here.
 */
export async function startTestBilling(
  env: NodeJS.ProcessEnv = {},
  options: { start?: Date | string } = {},
) {
  const testDb = await createTestDatabase('billing');
  const keys = testKeys();
  const config = loadBillingConfig({
    NODE_ENV: 'test',
    JWT_PUBLIC_KEY: keys.publicKey,
    BILLING_TEST_MODE_BANNER: 'false',
    ...env,
  });
  const clock = testClock(options.start);
  const logger = createLogger('billing', process.env.BILLING_TEST_LOG_LEVEL ?? 'silent');
  const metrics = createBillingMetrics();
  const database = await openBillingDatabase({
    url: testDb.url,
    dataDir: testDb.dataDir ?? 'memory://',
  });
  let webhookUrl: string | undefined;
  const { payments, close: closePayments } = await openPayments({
    config,
    clock,
    logger,
    metrics,
    webhookUrl: () => webhookUrl,
  });
  const app = buildBillingApp({ config, database, payments, clock, logger, metrics });
  let server: Server | undefined;

  return {
    app,
    config,
    clock,
    database,
    payments,
    metrics,
    tokenFor: (userId: string) => keys.tokenFor(userId, config.JWT_ISSUER),
    /** Listens on a free port and has the simulator deliver its webhooks there. */
    listen: async () => {
      server = createServer(app);
      await listen(server, 0, '127.0.0.1');
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      webhookUrl = `${url}/api/webhooks/paypal`;
      return url;
    },
    close: async () => {
      if (server) {
        server.closeAllConnections();
        await new Promise((resolve) => server?.close(resolve));
      }
      await closePayments();
      await database.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}
export type TestBilling = Awaited<ReturnType<typeof startTestBilling>>;
