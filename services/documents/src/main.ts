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
import { buildDocumentsApp } from './app';
import { loadDocumentsConfig } from './config';
import { openDocumentsDatabase } from './db';
import { openDemoParser, openParser } from './parser';
import { sweepSpoolDir } from './upload/spool-dir';

runMain('documents', async () => {
  const config = loadDocumentsConfig();
  assertProductionSafe(config);
  const logger = createLogger('documents', config.LOG_LEVEL);
  const database = await openDocumentsDatabase(databaseSettings(config, 'documents', logger));
  const redis = createRedis(config.REDIS_URL);
  const swept = await sweepSpoolDir(config.UPLOAD_SPOOL_DIR);
  if (swept.length) logger.warn({ folders: swept.length }, 'removed bulk uploads a crash left');
  const parser = openParser(config, logger);
  const demoParser = openDemoParser(config, logger);
  const server = createServer(
    buildDocumentsApp({ config, database, redis, parser, demoParser, logger }),
  );
  // Uploads of 50 resumes take a while on a slow link; node's default would cut them at 5 minutes.
  server.requestTimeout = 10 * 60_000;
  await listen(server, config.PORT, config.HOST);
  logger.info({ port: config.PORT, db: database.driver }, 'documents listening');
  onShutdown({
    logger,
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    // In-flight requests have finished when these run: the pool, then the connections.
    closers: [
      () => parser.close(),
      () => demoParser.close(),
      () => redis.quit(),
      () => database.close(),
    ],
  });
});
