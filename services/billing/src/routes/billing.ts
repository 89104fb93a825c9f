import { PRO_PLAN, type BillingConfig } from '@shortlist/contracts';
import { AppError, handle, requireAuth, userOf, type VerifyOptions } from '@shortlist/kit';
import { Router } from 'express';
import type { Payments } from '../paypal/payments';

export const PRO_PRICE_USD = 10;

/** /api/billing: what the pricing page needs, and the labelled test checkout of test mode. */
export function billingRoutes(deps: {
  payments: Payments;
  freeDailyMatches: number;
  verify: VerifyOptions;
}): Router {
  const router = Router();
  const { payments } = deps;

  router.get(
    '/config',
    handle(
      () =>
        ({
          paypalClientId: payments.mode === 'disabled' ? null : payments.clientId,
          paypalPlanId: payments.mode === 'disabled' ? null : payments.planId,
          testMode: payments.mode === 'test',
          freeDailyMatches: deps.freeDailyMatches,
          proPriceUsd: PRO_PRICE_USD,
        }) satisfies BillingConfig,
    ),
  );

  // Test mode only: the simulated buyer subscribes and approves, as PayPal's button would, and the
  // web app then activates the subscription like a real one. Absent (404) outside test mode.
  router.post(
    '/test-checkout',
    (req, _res, next) =>
      next(
        payments.mode === 'test'
          ? undefined
          : new AppError('not_found', `No route for POST ${req.originalUrl}`),
      ),
    requireAuth(deps.verify),
    handle(async (req, res) => {
      if (payments.mode !== 'test' || !payments.simulator)
        throw new AppError('not_found', 'Not found');
      const sub = await payments.paypal.createSubscription({
        planId: payments.planId,
        customId: userOf(req).id,
      });
      await payments.simulator.approve(sub.id);
      res.status(201);
      return { subscription_id: sub.id, plan: PRO_PLAN };
    }),
  );

  return router;
}
