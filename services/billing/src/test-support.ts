import { PRO_PLAN } from '@shortlist/contracts';
import request from 'supertest';
import type { TestBilling } from './test-app';

// Helpers the billing tests share: the calls a user and the matching service make.

export const asUser = (t: TestBilling, userId: string) => {
  const auth = { authorization: `Bearer ${t.tokenFor(userId)}` };
  return {
    get: (path: string) => request(t.app).get(path).set(auth),
    post: (path: string, body?: object) => request(t.app).post(path).set(auth).send(body),
  };
};

export const internal = (t: TestBilling) => ({
  get: (path: string) => request(t.app).get(path).set('x-internal-token', t.config.INTERNAL_TOKEN),
  post: (path: string, body: object) =>
    request(t.app).post(path).set('x-internal-token', t.config.INTERNAL_TOKEN).send(body),
});

/** The simulator's controls; test mode only. */
export function simulatorOf(t: TestBilling) {
  if (t.payments.mode === 'disabled' || !t.payments.simulator) throw new Error('not in test mode');
  return t.payments.simulator;
}

/** Subscribes through the labelled test checkout and activates, as the web app does. */
export async function subscribeToPro(t: TestBilling, userId: string): Promise<string> {
  const user = asUser(t, userId);
  const checkout = await user.post('/api/billing/test-checkout');
  if (checkout.status !== 201) throw new Error(`test checkout answered ${checkout.status}`);
  const id = checkout.body.subscription_id as string;
  const activated = await user.post('/api/subscriptions/activate', {
    subscription_id: id,
    plan: PRO_PLAN,
  });
  if (activated.status !== 200)
    throw new Error(`activate answered ${activated.status}: ${activated.text}`);
  return id;
}

export const DAY_MS = 24 * 3600 * 1000;
