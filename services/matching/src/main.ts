import { runService } from '@shortlist/kit';
import { loadMatchingConfig, workerRunsInApi } from './config';
import { openMatchingDatabase } from './db';
import { createWorkerMetrics } from './metrics';
import { openMatchingApi } from './server';
import { startWorker } from './worker/start-worker';

// The matching API: analysis endpoints, the queue producer and Socket.IO. The queue is drained by
// a separate process (worker.ts).
runService('matching', loadMatchingConfig, async ({ config, logger, database: settings }) => {
  const database = await openMatchingDatabase(settings);
  const { redis, producer, live } = openMatchingApi({ config, database, logger });
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
  return {
    server: live.server,
    info: { db: database.driver, workerInApi: Boolean(worker) },
    // Sockets first: an open websocket would keep the HTTP server from closing.
    closeServerFirst: false,
    closers: [
      () => live.close(),
      () => worker?.close(Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 3000)),
      () => producer.close(),
      () => redis.quit(),
      () => database.close(),
    ],
  };
});
