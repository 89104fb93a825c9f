import {
  consumeManyBody,
  consumeUsageBody,
  refundUsageBody,
  type ConsumeManyResponse,
  type ConsumeUsageResponse,
  type PlanResponse,
  type RefundUsageResponse,
  type Usage,
} from '@shortlist/contracts';
import { handle, isAppError, requireInternal } from '@shortlist/kit';
import { Router } from 'express';
import { z } from 'zod';
import type { BillingMetrics } from '../metrics';
import { planOf } from '../subscriptions/plans';
import {
  consumeDailyMatch,
  consumeMatches,
  refundMatch,
  usageOf,
  type UsageDeps,
} from '../usage/usage';

const userIdParam = z.object({ userId: z.string().trim().min(1).max(128) });

/** /internal: what the matching service asks billing. Service credential only. */
export function internalRoutes(deps: {
  usage: UsageDeps;
  metrics: BillingMetrics;
  internalToken: string;
}): Router {
  const { usage, metrics } = deps;
  const router = Router();
  router.use(requireInternal(deps.internalToken));

  // Counts a refusal before passing the error on; the error itself is the 429 or 403 to answer.
  const counted = async <T>(reason: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isAppError(err) && err.code === 'limit_reached') metrics.limitRefusals.inc({ reason });
      if (isAppError(err) && err.code === 'upgrade_required') {
        metrics.limitRefusals.inc({ reason: 'bulk_on_free_plan' });
      }
      throw err;
    }
  };

  router.post(
    '/usage/consume',
    handle(async (req) => {
      const body = consumeUsageBody.parse(req.body);
      const result = await counted('daily_limit', () => consumeDailyMatch(usage, body));
      if (result.newlyConsumed) metrics.consumed.inc({ plan: result.plan }, body.count);
      return {
        consumed: true,
        newlyConsumed: result.newlyConsumed,
        usage: result.usage,
      } satisfies ConsumeUsageResponse;
    }),
  );

  router.post(
    '/usage/consume-many',
    handle(async (req) => {
      const body = consumeManyBody.parse(req.body);
      const result = await counted('bulk', () => consumeMatches(usage, body));
      metrics.consumed.inc({ plan: 'pro' }, result.newlyConsumed);
      return { consumed: true, ...result } satisfies ConsumeManyResponse;
    }),
  );

  router.post(
    '/usage/refund',
    handle(async (req) => {
      const result = await refundMatch(usage, refundUsageBody.parse(req.body));
      if (result.refunded) metrics.refunded.inc();
      return result satisfies RefundUsageResponse;
    }),
  );

  router.get(
    '/usage/:userId',
    handle(
      async (req) => (await usageOf(usage, userIdParam.parse(req.params).userId)) satisfies Usage,
    ),
  );

  router.get(
    '/plan/:userId',
    handle(async (req) => {
      const { userId } = userIdParam.parse(req.params);
      return { plan: await planOf(usage.db, userId, usage.clock()) } satisfies PlanResponse;
    }),
  );

  return router;
}
