import type { ReadinessCheck } from '@shortlist/kit';
import type { Route } from './route-table';

/**
 * The gateway is ready when every service behind it is: a user of a gateway whose documents
 * service is down gets 502s, so `npm start` and a load balancer must not call it ready. One check
 * per service, on that service's own /readyz (its database and Redis). The kit bounds each at 2 s;
 * this one gives up a little earlier so the answer names the service rather than a timeout.
 */
export function upstreamReadiness(routes: Route[]): ReadinessCheck[] {
  const targets = new Map(routes.map((route) => [route.service, route.target]));
  return [...targets].map(([service, target]) => ({
    name: service,
    check: async () => {
      const res = await fetch(new URL('/readyz', target), {
        signal: AbortSignal.timeout(1800),
      }).catch(() => {
        throw new Error(`${service} does not answer at ${target}`);
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`${service} is not ready (${res.status})`);
    },
  }));
}
