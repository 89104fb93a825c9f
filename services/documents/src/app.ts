import {
  authVerifier,
  createApp,
  finishApp,
  pingRedis,
  type DatabaseHandle,
  type Logger,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { createMatchingClient, type MatchingClient } from './clients/matching';
import type { DocumentsConfig } from './config';
import type * as schema from './db/schema';
import type { IntakeDeps } from './intake';
import { importRoutes } from './imports/routes';
import { createDocumentsMetrics } from './metrics';
import type { PoolMemory } from './pool-memory/pool-memory';
import type { FileParser } from './read-document';
import { candidateRoutes } from './routes/candidates';
import { demoRoutes } from './routes/demo';
import { internalRoutes } from './routes/internal';
import { jobRoutes } from './routes/jobs';
import { skillRoutes } from './routes/skills';

export interface DocumentsAppDeps {
  config: DocumentsConfig;
  database: DatabaseHandle<typeof schema>;
  redis: Redis;
  parser: FileParser;
  /** Demo mode's own parser pool (openDemoParser); without one, demo files share `parser`. */
  demoParser?: FileParser;
  logger: Logger;
  /** The pool ranking's first stage in memory (POOL_MEMORY_INDEX); without it, SQL answers. */
  poolMemory?: PoolMemory;
  /** Matching's internal API; by default the one at MATCHING_URL. */
  matching?: MatchingClient;
}

export function buildDocumentsApp(deps: DocumentsAppDeps) {
  const { config, database, redis, parser, logger } = deps;
  const matching =
    deps.matching ??
    createMatchingClient({
      baseUrl: config.MATCHING_URL,
      token: config.INTERNAL_TOKEN,
      timeoutMs: config.INTERNAL_TIMEOUT_MS,
    });
  const metrics = createDocumentsMetrics();
  const app = createApp({
    service: 'documents',
    trustProxy: config.TRUST_PROXY,
    logger,
    metrics,
    readiness: [
      { name: 'database', check: () => database.ping() },
      { name: 'redis', check: () => pingRedis(redis) },
    ],
  });
  const intake: IntakeDeps = { db: database.db, parser, metrics, config, logger };
  const verify = authVerifier(config);

  app.use('/api/candidates', candidateRoutes(intake, verify, matching));
  app.use('/api/job-descriptions', jobRoutes(intake, verify, matching));
  app.use('/api', importRoutes(intake, verify, redis));
  app.use('/api/skills', skillRoutes());
  app.use('/api/demo', demoRoutes({ ...intake, parser: deps.demoParser ?? parser }, redis));
  app.use('/internal', internalRoutes(database.db, config.INTERNAL_TOKEN, deps.poolMemory));
  return finishApp(app);
}
