import {
  createInvitationBody,
  createWorkspaceBody,
  type InvitationCreated,
  type Workspace,
  type WorkspaceMembersResponse,
  type WorkspacesResponse,
} from '@shortlist/contracts';
import { AppError, handle, requireAuth, userOf, type VerifyOptions } from '@shortlist/kit';
import { Router } from 'express';
import type { Clock } from '../clock';
import type { AuthDb } from '../db';
import { createInvitation } from '../workspaces/invitations';
import { removeMember } from '../workspaces/members';
import type { MembershipEvents } from '../workspaces/membership-events';
import {
  ensurePersonalWorkspace,
  createTeamWorkspace,
  listMembers,
  listWorkspaces,
} from '../workspaces/store';

export interface WorkspaceRouteDeps {
  db: AuthDb;
  verify: VerifyOptions;
  now: Clock;
  membershipEnded: MembershipEvents;
}

/** /api/workspaces: the signed-in user's workspaces, their members and invitations. */
export function workspaceRoutes({ db, verify, now, membershipEnded }: WorkspaceRouteDeps): Router {
  const router = Router();
  router.use(requireAuth(verify));

  router.get(
    '/',
    handle(async (req) => {
      const userId = userOf(req).id;
      let workspaces = await listWorkspaces(db, userId);
      if (!workspaces.some((w) => w.personal)) {
        if (!(await ensurePersonalWorkspace(db, userId))) {
          throw new AppError('unauthorized', 'Account no longer exists');
        }
        workspaces = await listWorkspaces(db, userId);
      }
      return { workspaces } satisfies WorkspacesResponse;
    }),
  );

  router.post(
    '/',
    handle(async (req, res) => {
      const { name } = createWorkspaceBody.parse(req.body);
      const workspace = await createTeamWorkspace(db, userOf(req).id, name);
      res.status(201);
      return workspace satisfies Workspace;
    }),
  );

  router.get(
    '/:id/members',
    handle(async (req) => {
      const members = await listMembers(db, String(req.params.id), userOf(req).id);
      return { members } satisfies WorkspaceMembersResponse;
    }),
  );

  router.delete(
    '/:id/members/:userId',
    handle(async (req, res) => {
      const event = { workspaceId: String(req.params.id), userId: String(req.params.userId) };
      await removeMember(db, { ...event, actorId: userOf(req).id });
      await membershipEnded(event);
      res.status(204).end();
    }),
  );

  router.post(
    '/:id/invitations',
    handle(async (req, res) => {
      const body = createInvitationBody.parse(req.body ?? {});
      const created = await createInvitation(db, now, {
        workspaceId: String(req.params.id),
        actorId: userOf(req).id,
        ...body,
      });
      res.status(201);
      return created satisfies InvitationCreated;
    }),
  );

  return router;
}
