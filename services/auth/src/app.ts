import {
  createApp,
  createMetrics,
  finishApp,
  pingRedis,
  requireInternal,
  type DatabaseHandle,
  type Logger,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import type { AuthConfig } from './config';
import type * as schema from './db/schema';
import type { SigningKey } from './keys';
import { authRoutes } from './routes/auth';

export interface AuthAppDeps {
  config: AuthConfig;
  database: DatabaseHandle<typeof schema>;
  redis: Redis;
  key: SigningKey;
  logger: Logger;
}

export function buildAuthApp({ config, database, redis, key, logger }: AuthAppDeps) {
  const app = createApp({
    service: 'auth',
    trustProxy: config.TRUST_PROXY,
    logger,
    metrics: createMetrics('auth'),
    readiness: [
      { name: 'database', check: () => database.ping() },
      { name: 'redis', check: () => pingRedis(redis) },
    ],
  });
  const verify = { issuer: config.JWT_ISSUER, publicKey: async () => key.publicKey };
  app.use('/api/auth', authRoutes({ db: database.db, redis, key, config, verify }));
  // Other services fetch the public key here to verify tokens themselves.
  app.get('/internal/jwt-public-key', requireInternal(config.INTERNAL_TOKEN), (_req, res) => {
    res.json({ publicKey: key.publicKey, kid: key.kid, algorithm: 'RS256' });
  });
  return finishApp(app);
}
