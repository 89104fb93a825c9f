import { randomUUID } from 'node:crypto';
import { AppError, type Logger } from '@shortlist/kit';
import type { z } from 'zod';
import type { Clock } from '../clock';
import {
  paypalError,
  paypalSubscription,
  tokenResponse,
  verifyResponse,
  type PayPalSubscription,
  type WebhookHeaders,
} from './types';

/** The PayPal REST calls billing makes. The simulator answers the same calls in test mode. */
export interface PayPalClient {
  /** The subscription as PayPal sees it now; null when PayPal does not know the id. */
  getSubscription(id: string): Promise<PayPalSubscription | null>;
  /** Cancels at PayPal; 'not_cancellable' when PayPal says it is cancelled or expired already,
   *  'not_found' when PayPal does not know the id. */
  cancelSubscription(
    id: string,
    reason: string,
  ): Promise<'cancelled' | 'not_cancellable' | 'not_found'>;
  createSubscription(input: { planId: string; customId?: string }): Promise<PayPalSubscription>;
  /** Asks PayPal whether a webhook delivery is genuine. `rawBody` is sent byte for byte. */
  verifyWebhookSignature(input: {
    headers: WebhookHeaders;
    rawBody: string;
    webhookId: string;
  }): Promise<boolean>;
}

export interface PayPalClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  clock: Clock;
  logger: Logger;
  /** Counts a failed call (metrics), by operation and HTTP status or 'network'. */
  onError?: (operation: string, status: string) => void;
}

export const PAYPAL_UNAVAILABLE =
  'PayPal is not responding right now. Please try again in a moment.';

interface Answer {
  status: number;
  data: unknown;
}

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const log = options.logger.child({ module: 'paypal' });
  let token: { value: string; refreshAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  const fail = (operation: string, status: string, detail?: unknown): never => {
    options.onError?.(operation, status);
    log.warn({ operation, status, detail }, 'PayPal call failed');
    throw new AppError('upstream_failed', PAYPAL_UNAVAILABLE);
  };

  async function send(operation: string, url: string, init: RequestInit): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(new URL(url, options.baseUrl), {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      return fail(operation, 'network', (err as Error).message);
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    return { status: res.status, data };
  }

  // One access token for the process, refreshed shortly before PayPal expires it.
  async function accessToken(): Promise<string> {
    const now = options.clock().getTime();
    if (token && now < token.refreshAt) return token.value;
    pendingToken ??= (async () => {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      const answer = await send('oauth2_token', '/v1/oauth2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      });
      if (answer.status !== 200) return fail('oauth2_token', String(answer.status), answer.data);
      const parsed = parse('oauth2_token', tokenResponse, answer.data);
      const lifetimeMs = parsed.expires_in * 1000;
      const margin = Math.min(5 * 60_000, lifetimeMs / 10);
      token = { value: parsed.access_token, refreshAt: now + lifetimeMs - margin };
      return parsed.access_token;
    })().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  // An API call with the bearer token; a 401 (token revoked or expired early) retries once.
  async function api(
    operation: string,
    method: string,
    path: string,
    body?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        ...extraHeaders,
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await send(operation, path, { method, headers, body });
      if (answer.status !== 401 || attempt > 0) return answer;
      token = undefined;
    }
  }

  function parse<S extends z.ZodType>(operation: string, schema: S, data: unknown): z.infer<S> {
    const result = schema.safeParse(data);
    if (!result.success) return fail(operation, 'bad_response', result.error.issues[0]);
    return result.data;
  }

  const issueOf = (data: unknown) => {
    const parsed = paypalError.safeParse(data);
    return parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name) : undefined;
  };

  return {
    async getSubscription(id) {
      const op = 'get_subscription';
      const answer = await api(op, 'GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) return fail(op, String(answer.status), answer.data);
      return parse(op, paypalSubscription, answer.data);
    },

    async cancelSubscription(id, reason) {
      const op = 'cancel_subscription';
      const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`;
      const answer = await api(op, 'POST', path, JSON.stringify({ reason }));
      if (answer.status === 204 || answer.status === 200) return 'cancelled';
      // PayPal answering, with "not found", is an answer about the subscription, not an outage.
      if (answer.status === 404) return 'not_found';
      if (answer.status === 422 && issueOf(answer.data) === 'SUBSCRIPTION_STATUS_INVALID') {
        return 'not_cancellable';
      }
      return fail(op, String(answer.status), answer.data);
    },

    async createSubscription({ planId, customId }) {
      const op = 'create_subscription';
      const body = JSON.stringify({ plan_id: planId, custom_id: customId });
      const answer = await api(op, 'POST', '/v1/billing/subscriptions', body, {
        'paypal-request-id': randomUUID(),
      });
      if (answer.status !== 201 && answer.status !== 200) {
        return fail(op, String(answer.status), answer.data);
      }
      return parse(op, paypalSubscription, answer.data);
    },

    async verifyWebhookSignature({ headers, rawBody, webhookId }) {
      const op = 'verify_webhook_signature';
      // The event goes in as the raw text PayPal signed: parsing and re-serialising it can change
      // its bytes (spacing, escapes, number formats) and so fail an honest signature.
      const fields = {
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: webhookId,
      };
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
      const answer = await api(op, 'POST', '/v1/notifications/verify-webhook-signature', body);
      // PayPal answers 400 to a delivery whose headers it cannot use: that delivery is not genuine.
      if (answer.status === 400) {
        log.warn({ detail: answer.data }, 'PayPal refused to verify a webhook delivery');
        return false;
      }
      if (answer.status !== 200) return fail(op, String(answer.status), answer.data);
      return parse(op, verifyResponse, answer.data).verification_status === 'SUCCESS';
    },
  };
}
