import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSubscription } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { PricingPage } from './PricingPage';

const config = (testMode: boolean) => ({
  body: {
    paypalClientId: 'CLIENT',
    paypalPlanId: 'P-1',
    testMode,
    freeDailyMatches: 5,
    proPriceUsd: 10,
  },
});
const free = { body: aSubscription('free') };

beforeEach(() => {
  resetStorage();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

test('anonymous: Free goes to the dashboard, Pro asks to sign up first', async () => {
  installFetch({ 'GET /api/billing/config': config(false) });
  renderWithProviders(<PricingPage />, { route: '/pricing' });
  expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
    '/dashboard',
  );
  expect(screen.getByRole('link', { name: 'Sign Up for Pro' }).getAttribute('href')).toBe(
    '/auth?plan=pro',
  );
  expect(screen.getByText('Most Popular')).toBeTruthy();
  expect(await screen.findByText('5 analyses per day')).toBeTruthy();
  expect(document.querySelector('script[src*="paypal"]')).toBeNull();
});

test('the free daily number defaults to 3 when billing config is unavailable', () => {
  installFetch({});
  renderWithProviders(<PricingPage />, { route: '/pricing' });
  expect(screen.getByText('3 analyses per day')).toBeTruthy();
});

test('signed in: loads the PayPal subscription script with the client id', async () => {
  installFetch({ 'GET /api/billing/config': config(false), 'GET /api/subscriptions/me': free });
  renderWithProviders(<PricingPage />, { route: '/pricing', user: testUser });
  await waitFor(() => expect(document.querySelector('script[src*="paypal"]')).not.toBeNull());
  expect(document.querySelector('script')?.getAttribute('src')).toBe(
    'https://www.paypal.com/sdk/js?client-id=CLIENT&vault=true&intent=subscription',
  );
});

test('signed in: the PayPal subscription records the account, so billing can refuse another', async () => {
  const created: Record<string, unknown>[] = [];
  window.paypal = {
    Buttons: (options) => {
      void options.createSubscription(
        {},
        { subscription: { create: async (o) => (created.push(o), 'I-SUB') } },
      );
      return { render: async () => undefined };
    },
  };
  try {
    installFetch({ 'GET /api/billing/config': config(false), 'GET /api/subscriptions/me': free });
    renderWithProviders(<PricingPage />, { route: '/pricing', user: testUser });
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ plan_id: 'P-1', custom_id: testUser.id });
  } finally {
    delete window.paypal;
  }
});

test('test mode: no PayPal script; the test checkout activates Pro and goes to the dashboard', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  const calls = installFetch({
    'GET /api/billing/config': config(true),
    'GET /api/subscriptions/me': free,
    'POST /api/billing/test-checkout': { body: { subscription_id: 'I-TEST' } },
    'POST /api/subscriptions/activate': { body: { ok: true } },
  });
  renderWithProviders(<PricingPage />, { route: '/pricing', user: testUser });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Test checkout (no real payment)' }),
  );
  await waitFor(() =>
    expect(alert).toHaveBeenCalledWith('Subscription activated! Welcome to Pro!'),
  );
  const activate = calls.find((c) => c.url === '/api/subscriptions/activate');
  expect(JSON.parse(String(activate?.init.body))).toEqual({
    subscription_id: 'I-TEST',
    plan: 'pro_monthly',
  });
  await waitFor(() =>
    expect(screen.getByTestId('location').textContent).toBe('/dashboard?upgraded=true'),
  );
  expect(document.querySelector('script[src*="paypal"]')).toBeNull();
});

test('a failed checkout alerts the payment failure', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  installFetch({
    'GET /api/billing/config': config(true),
    'GET /api/subscriptions/me': free,
    'POST /api/billing/test-checkout': {
      status: 502,
      body: { error: 'Simulator down', code: 'x' },
    },
  });
  renderWithProviders(<PricingPage />, { route: '/pricing', user: testUser });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Test checkout (no real payment)' }),
  );
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Payment failed. Please try again.'));
});

test('?cancelled=true says the payment was cancelled', () => {
  installFetch({});
  renderWithProviders(<PricingPage />, { route: '/pricing?cancelled=true' });
  expect(screen.getByText('Payment cancelled')).toBeTruthy();
});
