import { createMetrics, type Metrics } from '@shortlist/kit';
import client from 'prom-client';
import type { LlmFailure, LlmMetrics } from './analyzers/llm';
import type { AnalysisQueue } from './queue';

// Both processes of the service name their metrics shortlist_matching_...; each has its registry.

/** The API's gauges, read when Prometheus scrapes: queue depth and open sockets. */
export function createApiMetrics(deps: { queue: AnalysisQueue; sockets: () => number }): Metrics {
  const metrics = createMetrics('matching');
  const { registry, prefix } = metrics;
  new client.Gauge({
    name: `${prefix}queue_jobs`,
    help: 'Analysis jobs in the queue by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // A scrape while Redis is away reports nothing rather than failing the whole scrape.
      const counts = await deps.queue
        .getJobCounts('waiting', 'active', 'delayed', 'failed')
        .catch(() => undefined);
      for (const [state, n] of Object.entries(counts ?? {})) this.set({ state }, n);
    },
  });
  new client.Gauge({
    name: `${prefix}socket_connections`,
    help: 'Open Socket.IO connections on this replica',
    registers: [registry],
    collect() {
      this.set(deps.sockets());
    },
  });
  return metrics;
}

export interface WorkerMetrics extends Metrics {
  jobDuration: client.Histogram<'analyzer' | 'result'>;
  llm: LlmMetrics;
}

/** The worker's metrics: in its own registry, or added to the API's when the API runs the worker. */
export function createWorkerMetrics(base: Metrics = createMetrics('matching')): WorkerMetrics {
  const metrics = base;
  const { registry, prefix } = metrics;
  const jobDuration = new client.Histogram({
    name: `${prefix}job_duration_seconds`,
    help: 'Time to run one analysis job, by analyzer and result',
    labelNames: ['analyzer', 'result'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
    registers: [registry],
  });
  const tokens = new client.Counter({
    name: `${prefix}llm_tokens_total`,
    help: 'LLM tokens used, by kind (prompt, completion)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const errors = new client.Counter({
    name: `${prefix}llm_errors_total`,
    help: 'LLM calls that failed (the engine answered instead), by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const llm: LlmMetrics = {
    tokens: (kind, count) => tokens.inc({ kind }, count),
    error: (reason: LlmFailure) => errors.inc({ reason }),
  };
  return { ...metrics, jobDuration, llm };
}
