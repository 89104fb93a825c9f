import { randomBytes } from 'node:crypto';
import type { Logger } from '@shortlist/kit';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Clock } from '../src/clock';
import { controlRoutes } from './controls';
import { createOutbox } from './outbox';
import { notFound, statusInvalid } from './responses';
import { rawWebhookEvent, WebhookSigner } from './signing';
import { SimulatorState } from './state';

export type { Delivery } from './outbox';

export interface SimulatorOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  clock: Clock;
  /** Our own address, for links and the cert_url header. */
  baseUrl: () => string;
  /** Where state changes are delivered as signed webhooks; unset delivers nothing. */
  webhookUrl?: () => string | undefined;
  tokenTtlSeconds?: number;
  logger?: Logger;
}

const VERIFY_FIELDS = [
  'auth_algo',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
] as const;

/**
 * A local PayPal speaking the REST calls billing makes (oauth2 token, subscriptions get, create and
 * cancel, verify-webhook-signature), plus the test controls of controls.ts.
 */
export function buildSimulatorApp(options: SimulatorOptions) {
  const state = new SimulatorState(options.clock);
  const signer = new WebhookSigner(options.webhookId, `${options.baseUrl()}/v1/simulator/cert`);
  const outbox = createOutbox({ signer, ...options });
  const tokens = new Map<string, number>();
  const stats = { tokensIssued: 0, verifyCalls: 0 };
  const ttl = options.tokenTtlSeconds ?? 32_400;
  const now = () => options.clock().getTime();

  const app = express();
  app.disable('x-powered-by');

  app.post('/v1/oauth2/token', express.urlencoded({ extended: false }), (req, res) => {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
    if (id !== options.clientId || secret !== options.clientSecret) {
      res
        .status(401)
        .json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      return;
    }
    if (req.body?.grant_type !== 'client_credentials') {
      res.status(400).json({ error: 'unsupported_grant_type' });
      return;
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, now() + ttl * 1000);
    stats.tokensIssued += 1;
    res.json({
      scope: 'https://uri.paypal.com/services/subscriptions',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: ttl,
      nonce: randomBytes(8).toString('hex'),
    });
  });

  const bearer: RequestHandler = (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = token ? tokens.get(token) : undefined;
    if (expires !== undefined && expires > now()) return next();
    res.status(401).json({
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    });
  };

  app.post('/v1/billing/subscriptions', bearer, express.json(), (req, res) => {
    const planId = req.body?.plan_id;
    if (typeof planId !== 'string' || !planId) {
      res.status(400).json({
        name: 'INVALID_REQUEST',
        details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: 'plan_id' }],
      });
      return;
    }
    const customId = typeof req.body.custom_id === 'string' ? req.body.custom_id : undefined;
    const sub = state.create({ planId, customId });
    const approve = `${options.baseUrl()}/v1/simulator/subscriptions/${sub.id}/approve`;
    res.status(201).json({ ...sub, links: [{ href: approve, rel: 'approve', method: 'POST' }] });
  });

  app.get('/v1/billing/subscriptions/:id', bearer, (req, res) => {
    const sub = state.get(String(req.params.id));
    if (!sub) return notFound(res);
    res.json(sub);
  });

  app.post('/v1/billing/subscriptions/:id/cancel', bearer, express.json(), (req, res) => {
    const sub = state.get(String(req.params.id));
    if (!sub) return notFound(res);
    if (!['ACTIVE', 'SUSPENDED', 'APPROVED'].includes(sub.status)) return statusInvalid(res);
    outbox.emit(state.cancel(sub));
    res.status(204).end();
  });

  app.post(
    '/v1/notifications/verify-webhook-signature',
    bearer,
    express.text({ type: () => true, limit: '1mb' }),
    (req, res) => {
      stats.verifyCalls += 1;
      const text = typeof req.body === 'string' ? req.body : '';
      let fields: Record<string, unknown> = {};
      try {
        fields = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Reported below as missing fields.
      }
      const rawEvent = rawWebhookEvent(text);
      const missing = VERIFY_FIELDS.filter((name) => typeof fields[name] !== 'string');
      if (missing.length || rawEvent === undefined) {
        res.status(400).json({
          name: 'VALIDATION_ERROR',
          details: missing.map((field) => ({ field, issue: 'MISSING_REQUIRED_PARAMETER' })),
        });
        return;
      }
      const ok = signer.verify({
        authAlgo: String(fields.auth_algo),
        transmissionId: String(fields.transmission_id),
        transmissionTime: String(fields.transmission_time),
        transmissionSig: String(fields.transmission_sig),
        webhookId: String(fields.webhook_id),
        rawEvent,
      });
      res.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    },
  );

  app.use(
    '/v1/simulator',
    controlRoutes({ state, outbox, revokeTokens: () => tokens.clear(), stats: () => stats }),
  );
  app.use((_req, res) => notFound(res));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    options.logger?.warn({ err }, 'simulator error');
    res
      .status(500)
      .json({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' });
  };
  app.use(onError);
  return app;
}
