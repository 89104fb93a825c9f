import { activateBody, type Subscription, type Usage } from '@shortlist/contracts';
import { handle, requireAuth, userOf, type VerifyOptions } from '@shortlist/kit';
import { Router } from 'express';
import {
  activateSubscription,
  cancelSubscription,
  currentSubscription,
  type SubscriptionDeps,
} from '../subscriptions/subscriptions';
import { usageOf, type UsageDeps } from '../usage/usage';

/** /api/subscriptions: the signed-in user's plan, usage and PayPal subscription. */
export function subscriptionRoutes(deps: {
  usage: UsageDeps;
  subscriptions: SubscriptionDeps;
  verify: VerifyOptions;
}): Router {
  const router = Router();
  router.use(requireAuth(deps.verify));

  router.get(
    '/usage',
    handle(async (req) => (await usageOf(deps.usage, userOf(req).id)) satisfies Usage),
  );

  router.get(
    '/me',
    handle(
      async (req) =>
        (await currentSubscription(
          deps.subscriptions.db,
          userOf(req).id,
          deps.subscriptions.clock(),
        )) satisfies Subscription,
    ),
  );

  router.post(
    '/activate',
    handle(async (req) => {
      const body = activateBody.parse(req.body);
      return (await activateSubscription(
        deps.subscriptions,
        userOf(req).id,
        body,
      )) satisfies Subscription;
    }),
  );

  router.post(
    '/cancel',
    handle(
      async (req) =>
        (await cancelSubscription(deps.subscriptions, userOf(req).id)) satisfies Subscription,
    ),
  );

  return router;
}
