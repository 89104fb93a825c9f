import type { Server as HttpServer } from 'node:http';
import {
  membershipChannel,
  membershipEndedEvent,
  type ServerToClientEvents,
} from '@shortlist/contracts';
import {
  resolveWorkspace,
  verifyToken,
  type AuthUser,
  type Logger,
  type VerifyOptions,
  type WorkspaceAccess,
} from '@shortlist/kit';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { membersOnlyAdapter } from './socket-adapter';
import { membershipGate } from './socket-gate';
import { dropMember, membershipSweep, MEMBERSHIP_CHECK_MS } from './socket-membership';
import { userRoom, workspaceRoom } from './notifier';

// Clients only listen; the server never accepts events from them.
type ClientToServerEvents = Record<string, never>;
interface SocketData {
  user: AuthUser;
  workspace: WorkspaceAccess;
}
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

/**
 * Socket.IO on the API's HTTP server at /socket.io. A client proves who it is with the bearer token
 * in the handshake (`auth.token`), names the workspace it shows (`auth.workspace`, else its personal
 * one), and joins that workspace's room once auth confirms the membership. Every event is then
 * held against the membership before it is written to a team socket (socket-gate.ts), and when auth
 * announces that someone left a workspace, their sockets are dropped at once, on every replica. The
 * Redis adapter lets any replica deliver what any process (the workers, through the emitter) publishes.
 */
export function attachSockets(
  server: HttpServer,
  deps: {
    redis: Redis;
    key: string;
    verify: VerifyOptions;
    logger: Logger;
    redisPrefix: string;
    /** How often every team socket's membership is asked of auth again. */
    membershipCheckMs?: number;
    /** How long auth's answer stands for the events that follow it (0: asked for every event). */
    membershipCacheMs?: number;
  },
): { io: LiveServer; close(): Promise<void> } {
  const pub = deps.redis.duplicate();
  const sub = deps.redis.duplicate();
  const memberships = deps.redis.duplicate();
  for (const client of [pub, sub, memberships]) {
    client.on('error', (err) =>
      deps.logger.warn({ err: err.message }, 'socket adapter: redis error'),
    );
  }
  // The gate drops sockets through `io`, which is built with the gate inside its adapter.
  const late: { io?: LiveServer } = {};
  const gate = membershipGate({
    membership: deps.verify.membership,
    refuse: (workspaceId, userId) => {
      if (late.io) void dropMember(late.io, workspaceId, userId);
    },
    logger: deps.logger,
    cacheMs: deps.membershipCacheMs,
  });
  const io: LiveServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    adapter: membersOnlyAdapter(pub, sub, { key: deps.key }, gate),
  });
  late.io = io;
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('Authentication required'));
    const requested: unknown = socket.handshake.auth?.workspace;
    try {
      const user = await verifyToken(token, deps.verify);
      socket.data.user = user;
      socket.data.workspace = await resolveWorkspace(
        user,
        typeof requested === 'string' ? requested : undefined,
        deps.verify.membership,
      );
      if (!socket.data.workspace.personal) gate.confirmed(socket.data.workspace.id, user.id);
      next();
    } catch (err) {
      next(new Error((err as Error).message || 'Invalid token'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.user.id), workspaceRoom(socket.data.workspace.id)]);
  });
  const channel = membershipChannel(deps.redisPrefix);
  memberships.on('message', (from, message) => {
    if (from !== channel) return;
    try {
      const ended = membershipEndedEvent.parse(JSON.parse(message));
      gate.ended(ended.workspaceId, ended.userId);
      void dropMember(io, ended.workspaceId, ended.userId);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'bad workspace membership event');
    }
  });
  // The removal's event is lost while Redis is unreachable, so every team socket's membership is
  // asked of auth again now and then, and as soon as the subscription is back.
  const recheck = membershipSweep(io, gate, deps.logger);
  const timer = setInterval(recheck, deps.membershipCheckMs ?? MEMBERSHIP_CHECK_MS);
  timer.unref();
  memberships.on('ready', recheck);
  memberships
    .subscribe(channel)
    .catch((err: Error) =>
      deps.logger.error({ err: err.message }, 'cannot follow workspace memberships'),
    );
  return {
    io,
    async close() {
      clearInterval(timer);
      // Closes every socket and the HTTP server under it; websockets would otherwise keep it open.
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await Promise.all(
        [pub, sub, memberships].map((client) => client.quit().catch(() => undefined)),
      );
    },
  };
}
