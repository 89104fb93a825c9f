import { createServer, type Server } from 'node:http';
import { createRedis, type Logger, type Metrics } from '@shortlist/kit';
import { buildMatchingApp, type MatchingAppDeps } from './app';
import { socketKey, type MatchingConfig } from './config';
import type { MatchingDatabase } from './db';
import { createApiMetrics } from './metrics';
import { createAnalysisProducer } from './queue';
import { attachSockets, type LiveServer } from './sockets';
import { connectServices } from './wiring';

/**
 * The API process's connections (Redis, the queue producer, the other services) and its server,
 * built the same way by main.ts and the tests. Not yet listening.
 */
export function openMatchingApi(options: {
  config: MatchingConfig;
  database: MatchingDatabase;
  logger: Logger;
}) {
  const { config, logger } = options;
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const producer = createAnalysisProducer(config, logger);
  const live = createMatchingServer({
    ...options,
    redis,
    producer,
    ...connectServices(config, redis),
  });
  return { redis, producer, live };
}

/** The API's HTTP server: the express app plus Socket.IO on the same port. Not yet listening. */
export function createMatchingServer(deps: Omit<MatchingAppDeps, 'metrics'>): {
  server: Server;
  io: LiveServer;
  metrics: Metrics;
  close(): Promise<void>;
} {
  // The metrics are built before the sockets they count.
  const attached: { io?: LiveServer } = {};
  const metrics = createApiMetrics({
    queue: deps.producer.queue,
    sockets: () => attached.io?.engine.clientsCount ?? 0,
  });
  const server = createServer(buildMatchingApp({ ...deps, metrics }));
  const sockets = attachSockets(server, {
    redis: deps.redis,
    key: socketKey(deps.config),
    verify: deps.verify,
    logger: deps.logger,
    redisPrefix: deps.config.REDIS_PREFIX,
  });
  attached.io = sockets.io;
  return {
    server,
    io: sockets.io,
    metrics,
    async close() {
      server.closeIdleConnections();
      await sockets.close();
    },
  };
}
