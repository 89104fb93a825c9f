import { baseEnv, ConfigError, envBool, envInt, envOptional, loadConfig } from '@shortlist/kit';
import { z } from 'zod';

const timeZone = z
  .string()
  .default('UTC')
  .refine(isTimeZone, { message: 'must be an IANA time zone such as UTC or America/New_York' });

export const billingEnv = baseEnv.extend({
  PORT: envInt(4004),
  /** Analyses a free account may run per day. */
  FREE_DAILY_MATCHES: envInt(3).pipe(z.number().min(0)),
  /** The day (and so the daily limit) resets at midnight in this zone. */
  USAGE_TIMEZONE: timeZone,
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: envOptional(),
  PAYPAL_CLIENT_SECRET: envOptional(),
  /** The PayPal plan (P-...) of Pro; an activation for any other plan is refused. */
  PAYPAL_PLAN_ID: envOptional(),
  /** The id PayPal gave our webhook; signatures are verified against it. */
  PAYPAL_WEBHOOK_ID: envOptional(),
  /** A webhook whose transmission time is further than this from now is refused (replays). */
  PAYPAL_WEBHOOK_MAX_AGE_SECONDS: envInt(600).pipe(z.number().min(1)),
  PAYPAL_TIMEOUT_MS: envInt(10_000),
  /**
   * Test mode talks to the local PayPal simulator. Unset: on when no PayPal credentials are set,
   * outside production. `true` in production is refused at boot.
   */
  BILLING_TEST_MODE: envOptional().pipe(z.enum(['true', 'false', '1', '0']).optional()),
  /** Logs the test-mode banner; off in tests to keep their output quiet. */
  BILLING_TEST_MODE_BANNER: envBool(true),
});
export type BillingConfig = z.infer<typeof billingEnv>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(billingEnv, env);
  paymentMode(config);
  return config;
};

/**
 * How billing takes payments: through PayPal (all four PAYPAL_* values set), through the local
 * simulator (test mode), or not at all. Test mode is never allowed in production: there, missing
 * credentials just disable payments.
 */
export type PaymentMode = 'paypal' | 'test' | 'disabled';

const PAYPAL_VARS = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_PLAN_ID',
  'PAYPAL_WEBHOOK_ID',
] as const;

export function paymentMode(config: BillingConfig): PaymentMode {
  const production = config.NODE_ENV === 'production';
  const forced = config.BILLING_TEST_MODE;
  if (forced === 'true' || forced === '1') {
    if (production) {
      throw new ConfigError(
        'BILLING_TEST_MODE: test mode (the PayPal simulator) is refused when NODE_ENV=production',
      );
    }
    return 'test';
  }
  const missing = PAYPAL_VARS.filter((name) => !config[name]);
  if (missing.length === 0) {
    if (production && !config.PAYPAL_API_BASE.startsWith('https://')) {
      throw new ConfigError('PAYPAL_API_BASE: must be an https:// address in production');
    }
    return 'paypal';
  }
  if (missing.length < PAYPAL_VARS.length) {
    throw new ConfigError(`PayPal is partly configured; also set ${missing.join(', ')}`);
  }
  if (production || forced === 'false' || forced === '0') return 'disabled';
  return 'test';
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
