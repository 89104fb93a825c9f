import type { Logger, MembershipCheck } from '@shortlist/kit';
import type { LiveSocket } from './sockets';

// Every event bound for a team workspace's socket is held against the member's current membership
// before it is written (issue #30, item 4). auth's answer is kept a few seconds, so a burst of
// events costs one question, and a removal announced on Redis ends it at once. A removal Redis did
// not carry is therefore seen at the first event after the window, not at the next sweep.

/** How long auth's answer about one member of one workspace stands before it is asked again. */
export const MEMBERSHIP_CACHE_MS = 5_000;

interface Known {
  member: boolean;
  at: number;
}

export interface MembershipGate {
  /**
   * Calls `write` when the socket's user still belongs to its workspace (at once when that is
   * known), else refuses the socket. Writes of one socket keep the order they were asked in.
   */
  deliver(socket: LiveSocket, write: () => void): void;
  /** What auth answered right now (the handshake, a sweep): it stands for the window. */
  confirmed(workspaceId: string, userId: string): void;
  /** auth announced the end of a membership. */
  ended(workspaceId: string, userId: string): void;
  /** Asks auth now; when it does not answer, the last answer stands (else yes). */
  ask(workspaceId: string, userId: string): Promise<boolean>;
  /** Forgets the members no socket shows any more. */
  keepOnly(pairs: Iterable<string>): void;
}

export const pairKey = (workspaceId: string, userId: string) => `${workspaceId}/${userId}`;

export function membershipGate(deps: {
  membership: MembershipCheck | undefined;
  /** Tells the user's sockets on this workspace it is gone and drops them. */
  refuse(workspaceId: string, userId: string): void;
  logger: Logger;
  cacheMs?: number;
  now?: () => number;
}): MembershipGate {
  const cacheMs = deps.cacheMs ?? MEMBERSHIP_CACHE_MS;
  const now = deps.now ?? Date.now;
  const known = new Map<string, Known>();
  const asking = new Map<string, Promise<boolean>>();
  /** Writes waiting for auth's answer, per socket, so a later event cannot overtake them. */
  const queued = new Map<string, Promise<void>>();

  function ask(workspaceId: string, userId: string): Promise<boolean> {
    const key = pairKey(workspaceId, userId);
    const inFlight = asking.get(key);
    if (inFlight) return inFlight;
    const askedAt = now();
    const answer = (async () => {
      if (!deps.membership) return false;
      try {
        const member = (await deps.membership(workspaceId, userId)) !== null;
        // A removal announced while auth was being asked wins over its answer.
        const current = known.get(key);
        if (current && !current.member && current.at >= askedAt) return false;
        known.set(key, { member, at: now() });
        return member;
      } catch (err) {
        // auth is where removals are made: while it does not answer, the last answer stands
        // rather than silencing every team socket. It is asked again at the next event.
        deps.logger.warn({ err: (err as Error).message }, 'socket membership check failed');
        return known.get(key)?.member ?? true;
      }
    })().finally(() => asking.delete(key));
    asking.set(key, answer);
    return answer;
  }

  function fresh(key: string): boolean | undefined {
    const entry = known.get(key);
    if (!entry || now() - entry.at >= cacheMs) return undefined;
    return entry.member;
  }

  function deliver(socket: LiveSocket, write: () => void) {
    const { user, workspace } = socket.data;
    // A personal workspace is its owner's for good. (Sockets join rooms only after the handshake.)
    if (workspace.personal) return write();
    const key = pairKey(workspace.id, user.id);
    const waiting = queued.get(socket.id);
    if (!waiting) {
      const verdict = fresh(key);
      if (verdict === true) return write();
      if (verdict === false) return deps.refuse(workspace.id, user.id);
    }
    const next = (waiting ?? Promise.resolve())
      .then(() => fresh(key) ?? ask(workspace.id, user.id))
      .then((member) => {
        if (!socket.connected) return;
        if (member) write();
        else deps.refuse(workspace.id, user.id);
      })
      .catch((err: unknown) =>
        deps.logger.warn({ err: (err as Error).message }, 'socket delivery failed'),
      )
      .finally(() => {
        if (queued.get(socket.id) === next) queued.delete(socket.id);
      });
    queued.set(socket.id, next);
  }

  return {
    deliver,
    ask,
    confirmed: (workspaceId, userId) =>
      known.set(pairKey(workspaceId, userId), { member: true, at: now() }),
    ended: (workspaceId, userId) =>
      known.set(pairKey(workspaceId, userId), { member: false, at: now() }),
    keepOnly(pairs) {
      const keep = new Set(pairs);
      for (const key of known.keys()) if (!keep.has(key)) known.delete(key);
    },
  };
}
