import {
  createApp,
  createMetrics,
  finishApp,
  pingRedis,
  type DatabaseHandle,
  type Logger,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from './clock';
import type { AuthConfig } from './config';
import type * as schema from './db/schema';
import type { SigningKey } from './keys';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { invitationRoutes } from './routes/invitations';
import { workspaceRoutes } from './routes/workspaces';
import { membershipEvents } from './workspaces/membership-events';

export interface AuthAppDeps {
  config: AuthConfig;
  database: DatabaseHandle<typeof schema>;
  redis: Redis;
  key: SigningKey;
  logger: Logger;
  /** When invitation links expire is measured against this; tests move it forward. */
  now?: Clock;
}

export function buildAuthApp({
  config,
  database,
  redis,
  key,
  logger,
  now = systemClock,
}: AuthAppDeps) {
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
  const db = database.db;
  const verify = { issuer: config.JWT_ISSUER, publicKey: async () => key.publicKey };
  const membershipEnded = membershipEvents({
    redis,
    redisPrefix: config.REDIS_PREFIX,
    logger: logger.child({ module: 'workspaces' }),
  });
  app.use('/api/auth', authRoutes({ db, redis, key, config, verify, logger }));
  app.use('/api/workspaces', workspaceRoutes({ db, verify, now, membershipEnded }));
  app.use('/api/invitations', invitationRoutes({ db, verify, now }));
  app.use('/internal', internalRoutes({ db, key, internalToken: config.INTERNAL_TOKEN }));
  return finishApp(app);
}
