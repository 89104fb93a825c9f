import { createServer } from 'node:http';
import {
  assertProductionSafe,
  databaseSettings,
  createLogger,
  createRedis,
  listen,
  onShutdown,
  runMain,
} from '@shortlist/kit';
import { buildAuthApp } from './app';
import { loadAuthConfig } from './config';
import { openAuthDatabase } from './db';
import { loadSigningKey } from './keys';

runMain('auth', async () => {
  const config = loadAuthConfig();
  assertProductionSafe(config);
  const logger = createLogger('auth', config.LOG_LEVEL);
  const settings = databaseSettings(config, 'auth', logger);
  const database = await openAuthDatabase(settings);
  const redis = createRedis(config.REDIS_URL);
  const key = loadSigningKey({ privateKeyPem: config.JWT_PRIVATE_KEY, dataDir: settings.dataDir });
  const server = createServer(buildAuthApp({ config, database, redis, key, logger }));
  await listen(server, config.PORT, config.HOST);
  logger.info({ port: config.PORT, db: database.driver }, 'auth listening');
  onShutdown({
    logger,
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    closers: [() => redis.quit(), () => database.close()],
  });
});
