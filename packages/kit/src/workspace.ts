import type { Request, RequestHandler } from 'express';
import { WORKSPACE_HEADER, type WorkspaceId, type WorkspaceRole } from '@shortlist/contracts';
import { AppError, notFound } from './errors';
import { isUuid } from './ids';
import { requireAuth, type AuthUser, type VerifyOptions } from './jwt';

export type { WorkspaceId };

export interface WorkspaceAccess {
  id: WorkspaceId;
  role: WorkspaceRole;
  /** The account's own workspace, whose id is the user's id. */
  personal: boolean;
}

/** Asks auth whether a user belongs to a workspace: the role, or null for "not a member". */
export type MembershipCheck = (
  workspaceId: string,
  userId: string,
) => Promise<WorkspaceRole | null>;

declare module 'express-serve-static-core' {
  interface Request {
    workspace?: WorkspaceAccess;
  }
}

/** An owner id read back from our own rows, where it was checked when written. */
export const storedWorkspaceId = (id: string): WorkspaceId => id as WorkspaceId;

/**
 * Which workspace `user` works in when asking for `requested` (the X-Workspace-Id header or a
 * socket's handshake). None, or the user's own id, is the personal workspace and costs no call.
 * Anything else must be a workspace the user belongs to now: auth is asked on every request, so a
 * removed member loses access at once. Not a member, or not a workspace, is "not found".
 */
export async function resolveWorkspace(
  user: AuthUser,
  requested: string | undefined,
  membership: MembershipCheck | undefined,
): Promise<WorkspaceAccess> {
  if (!requested || requested === user.id) {
    return { id: user.id as WorkspaceId, role: 'owner', personal: true };
  }
  if (!isUuid(requested) || !membership) throw notFound('Workspace');
  const role = await membership(requested, user.id);
  if (!role) throw notFound('Workspace');
  return { id: requested as WorkspaceId, role, personal: false };
}

/** `requireAuth`, then the workspace named by the request's header; sets `req.workspace`. */
export function requireWorkspace(options: VerifyOptions): RequestHandler {
  const authenticate = requireAuth(options);
  return (req, res, next) =>
    authenticate(req, res, (err?: unknown) => {
      if (err) return next(err);
      const header = req.headers[WORKSPACE_HEADER];
      resolveWorkspace(
        req.user!,
        typeof header === 'string' ? header : undefined,
        options.membership,
      )
        .then((workspace) => {
          req.workspace = workspace;
          next();
        })
        .catch(next);
    });
}

/** The workspace of a request behind `requireWorkspace`. */
export function workspaceOf(req: Pick<Request, 'workspace'>): WorkspaceAccess {
  if (!req.workspace) throw new AppError('unauthorized', 'Authentication required');
  return req.workspace;
}
