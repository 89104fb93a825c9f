import express, { Router } from 'express';
import type { Outbox } from './outbox';
import { notFound } from './responses';
import { SIM_STATUSES, type SimStatus, type SimulatorState } from './state';

/**
 * The simulator's test controls under /v1/simulator/: what the buyer, PayPal's billing cycle or
 * the merchant's dashboard would do. No credentials: the simulator listens on 127.0.0.1 only.
 */
export function controlRoutes(deps: {
  state: SimulatorState;
  outbox: Outbox;
  revokeTokens: () => void;
  stats: () => object;
}): Router {
  const { state, outbox } = deps;
  const router = Router();
  router.use(express.json());

  router.post('/subscriptions/:id/approve', (req, res) => {
    const sub = state.get(String(req.params.id));
    if (!sub) return notFound(res);
    res.json({ subscription: sub, deliveries: outbox.emit(state.approve(sub)) });
  });

  router.post('/subscriptions/:id/status', (req, res) => {
    const sub = state.get(String(req.params.id));
    if (!sub) return notFound(res);
    const status = req.body?.status as SimStatus;
    if (!SIM_STATUSES.includes(status))
      return void res.status(400).json({ name: 'INVALID_STATUS' });
    res.json({ subscription: sub, deliveries: outbox.emit(state.changeStatus(sub, status)) });
  });

  router.delete('/subscriptions/:id', (req, res) => {
    if (!state.forget(String(req.params.id))) return notFound(res);
    res.status(204).end();
  });

  router.post('/subscriptions/:id/advance', (req, res) => {
    const sub = state.get(String(req.params.id));
    if (!sub) return notFound(res);
    const payment = req.body?.payment === 'fails' ? 'fails' : 'succeeds';
    res.json({ subscription: sub, deliveries: outbox.emit(state.advance(sub, payment)) });
  });

  // A signed event about a subscription as it is now, delivered only when asked.
  router.post('/webhooks', (req, res) => {
    const sub = state.get(String(req.body?.resource_id));
    if (!sub) return notFound(res);
    const delivery = outbox.sign(state.eventFor(sub, String(req.body?.event_type)));
    if (req.body?.deliver === true) void outbox.deliver([delivery]);
    res.json(delivery);
  });

  router.post('/tokens/revoke', (_req, res) => {
    deps.revokeTokens();
    res.json({ revoked: true });
  });

  router.get('/stats', (_req, res) => {
    res.json(deps.stats());
  });

  return router;
}
