import { ConfigError } from '@shortlist/kit';
import { loadBillingConfig, paymentMode } from './config';

const PAYPAL = {
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_PLAN_ID: 'P-PLAN',
  PAYPAL_WEBHOOK_ID: 'WH-ID',
};
const PRODUCTION = { NODE_ENV: 'production', INTERNAL_TOKEN: 'a-production-secret-token' };

describe('billing config', () => {
  test('defaults: port 4004, 3 free matches a day, days in UTC, PayPal sandbox', () => {
    const config = loadBillingConfig({});
    expect(config).toMatchObject({
      PORT: 4004,
      FREE_DAILY_MATCHES: 3,
      USAGE_TIMEZONE: 'UTC',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
      PAYPAL_WEBHOOK_MAX_AGE_SECONDS: 600,
    });
  });

  test('an unknown time zone stops the boot with the variable named', () => {
    expect(() => loadBillingConfig({ USAGE_TIMEZONE: 'Mars/Olympus' })).toThrow(/USAGE_TIMEZONE/);
  });

  test('test mode without credentials outside production; PayPal with all four set', () => {
    expect(paymentMode(loadBillingConfig({}))).toBe('test');
    expect(paymentMode(loadBillingConfig({ BILLING_TEST_MODE: 'false' }))).toBe('disabled');
    expect(paymentMode(loadBillingConfig(PAYPAL))).toBe('paypal');
    expect(paymentMode(loadBillingConfig({ ...PAYPAL, BILLING_TEST_MODE: 'true' }))).toBe('test');
  });

  test('PayPal half configured stops the boot, naming what is missing', () => {
    expect(() => loadBillingConfig({ PAYPAL_CLIENT_ID: 'client' })).toThrow(
      /PAYPAL_CLIENT_SECRET, PAYPAL_PLAN_ID, PAYPAL_WEBHOOK_ID/,
    );
  });

  test('test mode is refused in production; missing credentials there just disable payments', () => {
    expect(() => loadBillingConfig({ ...PRODUCTION, BILLING_TEST_MODE: 'true' })).toThrow(
      ConfigError,
    );
    expect(() => loadBillingConfig({ ...PRODUCTION, BILLING_TEST_MODE: 'true' })).toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(paymentMode(loadBillingConfig(PRODUCTION))).toBe('disabled');
    expect(paymentMode(loadBillingConfig({ ...PRODUCTION, ...PAYPAL }))).toBe('paypal');
  });

  test('production PayPal must be https (no simulator behind a plain address)', () => {
    expect(() =>
      loadBillingConfig({ ...PRODUCTION, ...PAYPAL, PAYPAL_API_BASE: 'http://127.0.0.1:9999' }),
    ).toThrow(/https/);
  });
});
