import type { ServerToClientEvents } from '@shortlist/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';

/**
 * Sends the typed live events to one user's sockets, from any process: it publishes through the
 * Socket.IO Redis emitter, and whichever API replica holds the user's socket delivers.
 */
export interface Notifier {
  emit<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void;
}

export const userRoom = (userId: string) => `user:${userId}`;

export function createNotifier(redis: Redis, key: string): Notifier {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key });
  function emit<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void {
    const args = [payload] as Parameters<ServerToClientEvents[E]>;
    emitter.to(userRoom(userId)).emit(event, ...args);
  }
  return { emit };
}
