import type { InternalMembership, User } from '@shortlist/contracts';
import { handle, isAppError, isUuid, notFound, requireInternal } from '@shortlist/kit';
import { Router } from 'express';
import type { AuthDb } from '../db';
import type { SigningKey } from '../keys';
import { findUser } from '../users';
import { ensurePersonalWorkspace, roleOf } from '../workspaces/store';

/** /internal: what the other services ask auth. Service credential only; never proxied. */
export function internalRoutes(deps: { db: AuthDb; key: SigningKey; internalToken: string }) {
  const { db, key } = deps;
  const router = Router();
  router.use(requireInternal(deps.internalToken));

  // Other services fetch the public key here to verify tokens themselves.
  router.get('/jwt-public-key', (_req, res) => {
    res.json({ publicKey: key.publicKey, kid: key.kid, algorithm: 'RS256' });
  });

  // Asked on every workspace-scoped request of the other services: one primary-key lookup.
  router.get(
    '/workspaces/:workspaceId/members/:userId',
    handle(async (req) => {
      const workspaceId = String(req.params.workspaceId);
      const userId = String(req.params.userId);
      let role = await roleOf(db, workspaceId, userId);
      // An account made before workspaces existed still owns its personal workspace.
      if (!role && workspaceId === userId && (await ensurePersonalWorkspace(db, userId))) {
        role = 'owner';
      }
      if (!role) throw notFound('Membership');
      return { workspaceId, role } satisfies InternalMembership;
    }),
  );

  // Outreach goes out with the recruiter's name and replies go to them (issue #29): matching asks
  // here who a member is. A removed account or an id that is no user's is a 404.
  router.get(
    '/users/:userId',
    handle(async (req): Promise<User> => {
      const userId = String(req.params.userId);
      if (!isUuid(userId)) throw notFound('User');
      try {
        return await findUser(db, userId);
      } catch (err) {
        if (isAppError(err) && err.code === 'unauthorized') throw notFound('User');
        throw err;
      }
    }),
  );

  return router;
}
