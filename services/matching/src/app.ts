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
  app.use(
    '/api/analysis',
    analysisRoutes({ ...core, producer: deps.producer, redis, verify: deps.verify }),
  );
  app.use('/api/demo', demoRoutes({ redis, config }));
  app.use('/internal', internalRoutes(database.db, config.INTERNAL_TOKEN));
  return finishApp(app);
}
