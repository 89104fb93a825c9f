import { act, screen } from '@testing-library/react';
import { aSubscription } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { PaymentNotice } from './PaymentNotice';

beforeEach(resetStorage);

const plan = (p: 'free' | 'pro') => ({ body: aSubscription(p) });

test("'Welcome to Pro' only when billing says the plan is Pro", async () => {
  installFetch({ 'GET /api/subscriptions/me': plan('pro') });
  renderWithProviders(<PaymentNotice />, { user: testUser, route: '/dashboard?upgraded=true' });
  expect(await screen.findByText('Welcome to Pro!')).toBeTruthy();
});

test('back from PayPal before billing knows: the payment is being confirmed, not welcomed', async () => {
  installFetch({ 'GET /api/subscriptions/me': plan('free') });
  renderWithProviders(<PaymentNotice />, { user: testUser, route: '/dashboard?success=true' });
  expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
  expect(screen.queryByText('Welcome to Pro!')).toBeNull();
  expect(screen.queryByText(/Your subscription is active/)).toBeNull();
});

test('a visitor who types ?success=true or ?upgraded=true is told nothing', async () => {
  const calls = installFetch({ 'GET /api/subscriptions/me': plan('pro') });
  for (const route of ['/dashboard?success=true', '/dashboard?upgraded=true']) {
    const { unmount } = renderWithProviders(<PaymentNotice />, { user: null, route });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText(/Welcome to Pro|Confirming your payment/)).toBeNull();
    unmount();
  }
  expect(calls).toHaveLength(0);
});

test('no parameter, no notice', async () => {
  installFetch({ 'GET /api/subscriptions/me': plan('pro') });
  renderWithProviders(<PaymentNotice />, { user: testUser, route: '/dashboard' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(screen.queryByText(/Welcome to Pro|Confirming your payment/)).toBeNull();
});
