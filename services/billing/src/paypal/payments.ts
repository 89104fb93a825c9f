import type { Logger } from '@shortlist/kit';
import type { Clock } from '../clock';
import { paymentMode, type BillingConfig } from '../config';
import type { BillingMetrics } from '../metrics';
import { SimulatorClient, startPayPalSimulator } from '../../simulator';
import { createPayPalClient, type PayPalClient } from './client';

/** How billing reaches PayPal, resolved once at boot from the config. */
export type Payments =
  | {
      mode: 'paypal' | 'test';
      paypal: PayPalClient;
      clientId: string;
      /** The PayPal plan of Pro. */
      planId: string;
      webhookId: string;
      /** Test mode only: the simulator's buyer and billing-cycle controls. */
      simulator?: SimulatorClient;
    }
  | { mode: 'disabled' };

export const SIMULATED_PLAN_ID = 'P-SIMULATED-PRO-MONTHLY';

/**
 * PayPal from the config, or in test mode the simulator started in-process on 127.0.0.1 (on its
 * own port, never reachable through the gateway).
 */
export async function openPayments(options: {
  config: BillingConfig;
  clock: Clock;
  logger: Logger;
  metrics: BillingMetrics;
  /** Test mode: where the simulator delivers its webhooks (billing's own webhook route). */
  webhookUrl?: () => string | undefined;
}): Promise<{ payments: Payments; close: () => Promise<void> }> {
  const { config, clock, logger, metrics } = options;
  const client = (baseUrl: string, clientId: string, clientSecret: string) =>
    createPayPalClient({
      baseUrl,
      clientId,
      clientSecret,
      timeoutMs: config.PAYPAL_TIMEOUT_MS,
      clock,
      logger,
      onError: (operation, status) => metrics.paypalErrors.inc({ operation, status }),
    });
  const mode = paymentMode(config);
  switch (mode) {
    case 'paypal': {
      const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_PLAN_ID, PAYPAL_WEBHOOK_ID } = config;
      if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET || !PAYPAL_PLAN_ID || !PAYPAL_WEBHOOK_ID) {
        throw new Error('unreachable: paymentMode checked the PayPal settings');
      }
      logger.info({ api: config.PAYPAL_API_BASE, plan: PAYPAL_PLAN_ID }, 'payments through PayPal');
      return {
        payments: {
          mode,
          paypal: client(config.PAYPAL_API_BASE, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET),
          clientId: PAYPAL_CLIENT_ID,
          planId: PAYPAL_PLAN_ID,
          webhookId: PAYPAL_WEBHOOK_ID,
        },
        close: async () => {},
      };
    }
    case 'test': {
      const sim = await startPayPalSimulator({ clock, logger, webhookUrl: options.webhookUrl });
      if (config.BILLING_TEST_MODE_BANNER) {
        logger.warn(
          { simulator: sim.url },
          'BILLING TEST MODE: no PayPal credentials, so payments go to the local PayPal simulator. No real money moves. Set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_PLAN_ID and PAYPAL_WEBHOOK_ID for real payments.',
        );
      }
      return {
        payments: {
          mode,
          paypal: client(sim.url, sim.clientId, sim.clientSecret),
          clientId: sim.clientId,
          planId: SIMULATED_PLAN_ID,
          webhookId: sim.webhookId,
          simulator: new SimulatorClient(sim.url),
        },
        close: () => sim.close(),
      };
    }
    case 'disabled':
      logger.warn('payments are disabled: PayPal is not configured (PAYPAL_* unset)');
      return { payments: { mode }, close: async () => {} };
  }
}
