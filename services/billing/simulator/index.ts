import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen, type Logger } from '@shortlist/kit';
import { systemClock, type Clock } from '../src/clock';
import { buildSimulatorApp } from './app';

export { SimulatorClient } from './client';
export type { Delivery } from './app';

export interface RunningSimulator {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  close(): Promise<void>;
}

/** Starts the PayPal simulator on 127.0.0.1 and a free port, with fresh credentials. */
export async function startPayPalSimulator(
  options: {
    clock?: Clock;
    logger?: Logger;
    /** Where state changes are delivered as signed webhooks; unset (or undefined) delivers none. */
    webhookUrl?: () => string | undefined;
    tokenTtlSeconds?: number;
  } = {},
): Promise<RunningSimulator> {
  const suffix = randomBytes(6).toString('hex');
  const credentials = {
    clientId: `sim-client-${suffix}`,
    clientSecret: randomBytes(24).toString('base64url'),
    webhookId: `WH-SIM-${suffix.toUpperCase()}`,
  };
  let url = '';
  const app = buildSimulatorApp({
    ...credentials,
    clock: options.clock ?? systemClock,
    baseUrl: () => url,
    webhookUrl: options.webhookUrl,
    tokenTtlSeconds: options.tokenTtlSeconds,
    logger: options.logger?.child({ module: 'paypal-simulator' }),
  });
  const server: Server = createServer(app);
  await listen(server, 0, '127.0.0.1');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ...credentials,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
