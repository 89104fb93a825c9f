import type { Logger } from '@shortlist/kit';
import { userRoom } from './notifier';
import { pairKey, type MembershipGate } from './socket-gate';
import type { LiveServer } from './sockets';

// A socket joins its workspace's room once auth confirms the membership; this keeps it honest
// afterwards. auth publishes the end of a membership on Redis, but a message published while
// Redis is unreachable is lost. Every event is checked where it leaves (socket-gate.ts); this
// sweep also drops the idle sockets of a removed member, so their page falls back at once.

/** How often every team socket's membership is asked of auth again. */
export const MEMBERSHIP_CHECK_MS = 15_000;

/** Tells `userId`'s sockets on this replica that showed `workspaceId` and drops them. */
export async function dropMember(io: LiveServer, workspaceId: string, userId: string) {
  for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
    if (socket.data.workspace.id !== workspaceId) continue;
    socket.emit('workspace:gone', { workspaceId });
    socket.disconnect(true);
  }
}

/**
 * Asks auth once per member and workspace shown on this replica's sockets, and drops the sockets
 * of anyone no longer a member. An auth that does not answer drops nobody: the next round asks again.
 */
export function membershipSweep(io: LiveServer, gate: MembershipGate, logger: Logger) {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    void (async () => {
      const pairs = new Map<string, { workspaceId: string; userId: string }>();
      for (const socket of await io.local.fetchSockets()) {
        const { user, workspace } = socket.data;
        if (workspace.personal) continue;
        pairs.set(pairKey(workspace.id, user.id), { workspaceId: workspace.id, userId: user.id });
      }
      gate.keepOnly(pairs.keys());
      for (const { workspaceId, userId } of pairs.values()) {
        if (!(await gate.ask(workspaceId, userId))) await dropMember(io, workspaceId, userId);
      }
    })()
      .catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'membership sweep'))
      .finally(() => {
        running = false;
      });
  };
}
