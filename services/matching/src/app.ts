import {
  createApp,
  finishApp,
  pingRedis,
  type DatabaseHandle,
  type Logger,
  type Metrics,
  type VerifyOptions,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import type { BillingClient } from './clients/billing';
import type { DocumentsClient } from './clients/documents';
import type { MatchingConfig } from './config';
import type * as schema from './db/schema';
import { createApiMetrics } from './metrics';
import type { Notifier } from './notifier';
import type { AnalysisProducer } from './queue';
import { analysisRoutes } from './routes/analysis';
import { demoRoutes } from './routes/demo';
import { internalRoutes } from './routes/internal';
import { poolRoutes } from './routes/pool';
import { sharedRoutes } from './routes/shares';

export interface MatchingAppDeps {
  config: MatchingConfig;
  database: DatabaseHandle<typeof schema>;
  redis: Redis;
  documents: DocumentsClient;
  billing: BillingClient;
  producer: AnalysisProducer;
  notifier: Notifier;
  verify: VerifyOptions;
  logger: Logger;
  /** The server passes its own, which also counts its sockets. */
  metrics?: Metrics;
}

export function buildMatchingApp(deps: MatchingAppDeps) {
  const { config, database, redis, logger } = deps;
  const app = createApp({
    service: 'matching',
    trustProxy: config.TRUST_PROXY,
    logger,
    metrics: deps.metrics ?? createApiMetrics({ queue: deps.producer.queue, sockets: () => 0 }),
    readiness: [
      { name: 'database', check: () => database.ping() },
      { name: 'redis', check: () => pingRedis(redis) },
    ],
  });
  const core = {
    db: database.db,
    documents: deps.documents,
    billing: deps.billing,
    notifier: deps.notifier,
    config,
    logger,
  };
  // Before /api/analysis, whose /:candidateId/:jobId would read /pool/:jobId as a pair.
  app.use(
    '/api/analysis/pool',
    poolRoutes({ ...core, producer: deps.producer, verify: deps.verify }),
  );
  app.use(
    '/api/analysis',
    analysisRoutes({ ...core, producer: deps.producer, redis, verify: deps.verify }),
  );
  app.use('/api/demo', demoRoutes({ redis, config }));
  app.use('/api/shared', sharedRoutes({ ...core, redis }));
  app.use('/internal', internalRoutes({ ...core, producer: deps.producer }));
  return finishApp(app);
}
