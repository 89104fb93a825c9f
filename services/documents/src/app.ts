import {
  createApp,
  createInternalClient,
  finishApp,
  pingRedis,
  publicKeyProvider,
  type DatabaseHandle,
  type Logger,
  type VerifyOptions,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { createMatchingClient, type MatchingClient } from './clients/matching';
import type { DocumentsConfig } from './config';
import type * as schema from './db/schema';
import type { IntakeDeps } from './intake';
import { createDocumentsMetrics } from './metrics';
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
  /** Matching's internal API; by default the one at MATCHING_URL. */
  matching?: MatchingClient;
}

export function buildDocumentsApp({
  config,
  database,
  redis,
  parser,
  demoParser,
  logger,
  matching = createMatchingClient({
    baseUrl: config.MATCHING_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: config.INTERNAL_TIMEOUT_MS,
  }),
}: DocumentsAppDeps) {
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
  const verify: VerifyOptions = { issuer: config.JWT_ISSUER, publicKey: authPublicKey(config) };

  app.use('/api/candidates', candidateRoutes(intake, verify, matching));
  app.use('/api/job-descriptions', jobRoutes(intake, verify, matching));
  app.use('/api/skills', skillRoutes());
  app.use('/api/demo', demoRoutes({ ...intake, parser: demoParser ?? parser }, redis));
  app.use('/internal', internalRoutes(database.db, config.INTERNAL_TOKEN));
  return finishApp(app);
}

/** Tokens are verified here with auth's public key: from env, or fetched once from auth. */
function authPublicKey(config: DocumentsConfig) {
  const auth = createInternalClient({
    baseUrl: config.AUTH_URL,
    token: config.INTERNAL_TOKEN,
    service: 'auth',
  });
  return publicKeyProvider({
    publicKey: config.JWT_PUBLIC_KEY,
    fetchKey: async () =>
      (await auth.get<{ publicKey: string }>('/internal/jwt-public-key')).publicKey,
  });
}
