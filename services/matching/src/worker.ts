import { createServer } from 'node:http';
import {
  createApp,
  createRedis,
  databaseSettings,
  finishApp,
  pingRedis,
  runService,
  type StartedService,
} from '@shortlist/kit';
import { loadMatchingConfig, workerRunsInApi } from './config';
import { openMatchingDatabase } from './db';
import { createWorkerMetrics } from './metrics';
import { startWorker } from './worker/start-worker';

// The matching worker: drains the analysis queue. Its own process, so analyses never slow the API
// and workers scale on queue depth. It serves /healthz, /readyz and /metrics on WORKER_METRICS_PORT.
runService(
  'matching-worker',
  loadMatchingConfig,
  async ({ config, logger }): Promise<StartedService> => {
    if (workerRunsInApi(config)) {
      // The embedded database can be opened by one process only, so the API drains the queue
      // itself. This process stays up (a supervisor treats an exit as a crash) and does nothing.
      const idle = setInterval(() => undefined, 1 << 30);
      return {
        startedMessage:
          'the matching API runs the queue worker (embedded database); this process idles',
        closers: [() => clearInterval(idle)],
      };
    }
    // matching's own data (DATA_DIR/matching on PGlite), not a folder named after this process.
    const database = await openMatchingDatabase(databaseSettings(config, 'matching', logger));
    // Auto-pipelined: a batch chunk publishes one completion event per candidate in one loop, and
    // they go to Redis in one write instead of one each (the send cost fell from ~0.6 to ~0.25 s
    // per 2,750 events in a profile of bench/e2e.ts). BullMQ has connections of its own.
    const redis = createRedis(config.REDIS_URL, { enableAutoPipelining: true });
    redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
    const metrics = createWorkerMetrics();
    const worker = startWorker({ config, db: database.db, redis, logger, metrics });

    const app = createApp({
      service: 'matching-worker',
      logger,
      metrics,
      readiness: [
        { name: 'database', check: () => database.ping() },
        { name: 'redis', check: () => pingRedis(redis) },
      ],
    });
    return {
      server: createServer(finishApp(app)),
      listener: { port: config.WORKER_METRICS_PORT, optional: 'worker probes and metrics' },
      startedMessage: 'matching worker started',
      info: { analyzer: worker.analyzer.kind, concurrency: config.WORKER_CONCURRENCY },
      closers: [
        // Leave a margin inside the shutdown bound for the connections to close.
        () => worker.close(Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 2000)),
        () => redis.quit(),
        () => database.close(),
      ],
    };
  },
);
