import { handle } from '@shortlist/kit';
import express, { Router } from 'express';
import { handlePayPalWebhook, type WebhookDeps } from '../webhooks/webhooks';

/**
 * /api/webhooks: PayPal's deliveries. The body is kept raw (mounted before any JSON parsing), as
 * PayPal's signature covers its exact bytes.
 */
export function webhookRoutes(deps: WebhookDeps): Router {
  const router = Router();
  router.post(
    '/paypal',
    express.raw({ type: () => true, limit: '1mb' }),
    handle((req) =>
      handlePayPalWebhook(deps, {
        headers: req.headers,
        rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      }),
    ),
  );
  return router;
}
