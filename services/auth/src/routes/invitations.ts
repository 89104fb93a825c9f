import type { InvitationPreview, Workspace } from '@shortlist/contracts';
import { handle, requireAuth, userOf, type VerifyOptions } from '@shortlist/kit';
import { Router, type ErrorRequestHandler } from 'express';
import type { Clock } from '../clock';
import type { AuthDb } from '../db';
import { acceptInvitation, InvitationGone, previewInvitation } from '../workspaces/invitations';

/** /api/invitations/:token: what a link joins, and joining through it (signed in). */
export function invitationRoutes(deps: { db: AuthDb; verify: VerifyOptions; now: Clock }): Router {
  const { db, now } = deps;
  const router = Router();
  router.use(requireAuth(deps.verify));

  router.get(
    '/:token',
    handle(
      async (req) =>
        (await previewInvitation(db, now, String(req.params.token))) satisfies InvitationPreview,
    ),
  );

  router.post(
    '/:token/accept',
    handle(
      async (req) =>
        (await acceptInvitation(
          db,
          now,
          String(req.params.token),
          userOf(req).id,
        )) satisfies Workspace,
    ),
  );

  // The kit's named errors have no 410; a spent link is answered here, in the same body shape.
  const gone: ErrorRequestHandler = (err, _req, res, next) => {
    if (!(err instanceof InvitationGone)) return next(err);
    res.status(410).json({ error: err.message, code: 'gone' });
  };
  router.use(gone);

  return router;
}
