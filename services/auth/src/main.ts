import { createServer } from 'node:http';
import { createRedis, runService } from '@shortlist/kit';
import { buildAuthApp } from './app';
import { loadAuthConfig } from './config';
import { openAuthDatabase } from './db';
import { loadSigningKey } from './keys';

runService('auth', loadAuthConfig, async ({ config, logger, database: settings }) => {
  const database = await openAuthDatabase(settings);
  const redis = createRedis(config.REDIS_URL);
  const key = loadSigningKey({ privateKeyPem: config.JWT_PRIVATE_KEY, dataDir: settings.dataDir });
  return {
    server: createServer(buildAuthApp({ config, database, redis, key, logger })),
    info: { db: database.driver },
    closers: [() => redis.quit(), () => database.close()],
  };
});
