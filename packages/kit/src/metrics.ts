import client from 'prom-client';

// One registry per service, every metric named shortlist_<service>_..., so dashboards can tell the
// services apart without relabelling.
export interface Metrics {
  registry: client.Registry;
  prefix: string;
  httpDuration: client.Histogram<'method' | 'route' | 'status'>;
}

export function createMetrics(service: string): Metrics {
  const registry = new client.Registry();
  const prefix = `shortlist_${service.replace(/-/g, '_')}_`;
  client.collectDefaultMetrics({ register: registry, prefix });
  const httpDuration = new client.Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'HTTP request duration in seconds, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, prefix, httpDuration };
}

/** A counter in the service's registry, named under its prefix. */
export function serviceCounter<L extends string = never>(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): client.Counter<L> {
  return new client.Counter<L>({
    name: `${metrics.prefix}${name}`,
    help,
    labelNames,
    registers: [metrics.registry],
  });
}

/** A histogram in the service's registry, named under its prefix. */
export function serviceHistogram<L extends string = never>(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): client.Histogram<L> {
  return new client.Histogram<L>({
    name: `${metrics.prefix}${name}`,
    help,
    labelNames,
    buckets,
    registers: [metrics.registry],
  });
}
