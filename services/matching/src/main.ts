import {
  assertProductionSafe,
  databaseSettings,
  createLogger,
  createRedis,
  listen,
  onShutdown,
  runMain,
} from '@shortlist/kit';
import { loadMatchingConfig, workerRunsInApi } from './config';
import { openMatchingDatabase } from './db';
import { createWorkerMetrics } from './metrics';
import { createAnalysisProducer } from './queue';
import { createMatchingServer } from './server';
import { connectServices } from './wiring';
import { startWorker } from './worker/start';

// The matching API: analysis endpoints, the queue producer and Socket.IO. The queue is drained by
// a separate process (worker.ts).
runMain('matching', async () => {
  const config = loadMatchingConfig();
  assertProductionSafe(config);
  const logger = createLogger('matching', config.LOG_LEVEL);
  const database = await openMatchingDatabase(databaseSettings(config, 'matching', logger));
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const producer = createAnalysisProducer(config, logger);
  const live = createMatchingServer({
    config,
    database,
    redis,
    producer,
    logger,
    ...connectServices(config, redis),
  });
  // On the embedded database the API drains the queue too (see WORKER_IN_API).
  const worker = workerRunsInApi(config)
    ? startWorker({
        config,
        db: database.db,
        redis,
        logger,
        metrics: createWorkerMetrics(live.metrics),
      })
    : undefined;
  await listen(live.server, config.PORT, config.HOST);
  logger.info(
    { port: config.PORT, db: database.driver, workerInApi: Boolean(worker) },
    'matching listening',
  );
  onShutdown({
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    // Sockets first: an open websocket would keep the HTTP server from closing.
    closers: [
      () => live.close(),
      () => worker?.close(Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 3000)),
      () => producer.close(),
      () => redis.quit(),
      () => database.close(),
    ],
  });
});
