import type { ServerToClientEvents } from '@shortlist/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { WorkspaceId } from '@shortlist/kit';

/**
 * Sends the typed live events to every socket open on one workspace, from any process: it
 * publishes through the Socket.IO Redis emitter, and whichever API replica holds a socket delivers.
 */
export interface Notifier {
  emit<E extends keyof ServerToClientEvents>(
    ownerId: WorkspaceId,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void;
}

/** Every socket of one user, whatever workspace it is open on (to drop it from one it left). */
export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets open on one workspace: its events go here. */
export const workspaceRoom = (workspaceId: string) => `workspace:${workspaceId}`;

export function createNotifier(redis: Redis, key: string): Notifier {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key });
  function emit<E extends keyof ServerToClientEvents>(
    ownerId: WorkspaceId,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void {
    const args = [payload] as Parameters<ServerToClientEvents[E]>;
    emitter.to(workspaceRoom(ownerId)).emit(event, ...args);
  }
  return { emit };
}
