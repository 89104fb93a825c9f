import { createServer, type Server } from 'node:http';
import type { Metrics } from '@shortlist/kit';
import { buildMatchingApp, type MatchingAppDeps } from './app';
import { socketKey } from './config';
import { createApiMetrics } from './metrics';
import { attachSockets, type LiveServer } from './sockets';

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
