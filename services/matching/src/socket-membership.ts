import type { Logger, VerifyOptions } from '@shortlist/kit';
import { userRoom } from './notifier';
import type { LiveServer } from './sockets';

// A socket joins its workspace's room once auth confirms the membership; this keeps it honest
// afterwards. auth publishes the end of a membership on Redis, but a message published while
// Redis is unreachable is lost, so the sockets of team workspaces are also checked again.

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
export function membershipSweep(io: LiveServer, verify: VerifyOptions, logger: Logger) {
  let running = false;
  return () => {
    if (running || !verify.membership) return;
    const membership = verify.membership;
    running = true;
    void (async () => {
      const pairs = new Map<string, { workspaceId: string; userId: string }>();
      for (const socket of await io.local.fetchSockets()) {
        const { user, workspace } = socket.data;
        if (workspace.personal) continue;
        pairs.set(`${workspace.id}/${user.id}`, { workspaceId: workspace.id, userId: user.id });
      }
      for (const { workspaceId, userId } of pairs.values()) {
        const role = await membership(workspaceId, userId).catch((err: unknown) => {
          logger.warn({ err: (err as Error).message }, 'socket membership check failed');
          return undefined;
        });
        if (role === null) await dropMember(io, workspaceId, userId);
      }
    })()
      .catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'membership sweep'))
      .finally(() => {
        running = false;
      });
  };
}
