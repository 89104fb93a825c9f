import type { Logger } from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { createAnalyzer, type Analyzer } from '../analyzers';
import { scheduleAuditPurge } from '../audit/retention';
import type { MatchingConfig } from '../config';
import type { MatchingDb } from '../db';
import type { WorkerMetrics } from '../metrics';
import { createAnalysisProducer } from '../queue';
import { connectServices } from '../wiring';
import { startAnalysisWorker, type Handlers } from './consumer';
import { scheduleRequeue } from './requeue-stale-runs';

/**
 * Everything the worker process runs: the queue consumer and the stale-run sweep, with the
 * services they call. worker.ts starts it as a process; tests start it in theirs.
 */
export function startWorker(options: {
  config: MatchingConfig;
  db: MatchingDb;
  redis: Redis;
  logger: Logger;
  metrics: WorkerMetrics;
  analyzer?: Analyzer;
  handlers?: Partial<Handlers>;
}) {
  const { config, db, redis, logger, metrics } = options;
  const { documents, billing, notifier } = connectServices(config, redis);
  const analyzer =
    options.analyzer ?? createAnalyzer(config, { redis, metrics: metrics.llm, logger });
  const deps = {
    db,
    documents,
    billing,
    notifier,
    config,
    logger,
    analyzer,
    redis,
    metrics,
    testDelayMs: config.MATCHING_TEST_JOB_DELAY_MS,
  };
  const consumer = startAnalysisWorker(deps, config, { logger, handlers: options.handlers });
  const producer = createAnalysisProducer(config, logger);
  const stopSweep = scheduleRequeue(
    { ...deps, producer },
    { intervalMs: config.REQUEUE_INTERVAL_MS, staleAfterMs: config.REQUEUE_AFTER_MS, logger },
  );
  const stopPurge = scheduleAuditPurge(db, {
    retentionDays: config.AUDIT_RETENTION_DAYS,
    intervalMs: config.AUDIT_PURGE_INTERVAL_MS,
    logger,
  });
  return {
    worker: consumer.worker,
    analyzer,
    /** Stops the sweep, then the consumer (active jobs get up to `timeoutMs`). */
    async close(timeoutMs: number) {
      await stopSweep();
      await stopPurge();
      await consumer.close(timeoutMs);
      await producer.close();
    },
  };
}
