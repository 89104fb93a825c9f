import type { Server as HttpServer } from 'node:http';
import type { ServerToClientEvents } from '@shortlist/contracts';
import { verifyToken, type AuthUser, type Logger, type VerifyOptions } from '@shortlist/kit';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { userRoom } from './notifier';

// Clients only listen; the server never accepts events from them.
type ClientToServerEvents = Record<string, never>;
interface SocketData {
  user: AuthUser;
}
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/**
 * Socket.IO on the API's HTTP server at /socket.io. A client proves who it is with the bearer token
 * in the handshake (`auth.token`) and joins its user's room. The Redis adapter lets any replica
 * deliver what any process (the workers, through the emitter) publishes.
 */
export function attachSockets(
  server: HttpServer,
  deps: { redis: Redis; key: string; verify: VerifyOptions; logger: Logger },
): { io: LiveServer; close(): Promise<void> } {
  const pub = deps.redis.duplicate();
  const sub = deps.redis.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (err) =>
      deps.logger.warn({ err: err.message }, 'socket adapter: redis error'),
    );
  }
  const io: LiveServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    adapter: createAdapter(pub, sub, { key: deps.key }),
  });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('Authentication required'));
    try {
      socket.data.user = await verifyToken(token, deps.verify);
      next();
    } catch (err) {
      next(new Error((err as Error).message || 'Invalid token'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.user.id));
  });
  return {
    io,
    async close() {
      // Closes every socket and the HTTP server under it; websockets would otherwise keep it open.
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}
