import { createHash, randomBytes } from 'node:crypto';
import type {
  InvitationCreated,
  InvitationPreview,
  Workspace,
  WorkspaceRole,
} from '@shortlist/contracts';
import { badRequest, forbidden, notFound } from '@shortlist/kit';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { AuthDb } from '../db';
import {
  users,
  workspaceEvents,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
  type InvitationRow,
} from '../db/schema';
import { presentWorkspace, requireMembership } from './store';

// Invitation links. The link carries a random token; only its sha256 is stored. A link is taken
// by one conditional UPDATE, so of two people accepting the same link at once exactly one joins.
// A link carries its maker's rights, so it works only while its maker is still an owner of the
// workspace: removing, or demoting, a member withdraws every link they made (checked in the same
// UPDATE, so a removal between the check and the join cannot slip through).

export const INVITATION_EXPIRED = 'This invitation has expired.';
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_WITHDRAWN =
  'This invitation was withdrawn: whoever made it is no longer an owner of this workspace.';

/** A link that existed but cannot be used any more: the routes answer 410. */
export class InvitationGone extends Error {}

const HOUR_MS = 3600_000;
// Our tokens are 43 characters; anything much longer is not one of ours and is not hashed.
const MAX_TOKEN_LENGTH = 128;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invitationNotFound = () => notFound('Invitation');

export async function createInvitation(
  db: AuthDb,
  now: Clock,
  input: { workspaceId: string; actorId: string; role: WorkspaceRole; expiresInHours: number },
): Promise<InvitationCreated> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now().getTime() + input.expiresInHours * HOUR_MS);
  await db.transaction(async (tx) => {
    const actor = await requireMembership(tx, input.workspaceId, input.actorId);
    if (actor.personal) throw badRequest('A personal workspace takes no invitations');
    if (actor.role !== 'owner') throw forbidden('Only an owner can invite members');
    await tx.insert(workspaceInvitations).values({
      workspaceId: input.workspaceId,
      tokenHash: hashToken(token),
      role: input.role,
      createdBy: input.actorId,
      expiresAt,
    });
    await tx
      .insert(workspaceEvents)
      .values({ workspaceId: input.workspaceId, actorId: input.actorId, action: 'invited' });
  });
  return { token, path: `/invite/${token}`, role: input.role, expiresAt: expiresAt.toISOString() };
}

/** What accepting the link would join; 404 for an unknown link, InvitationGone for a spent one. */
export async function previewInvitation(
  db: AuthDb,
  now: Clock,
  token: string,
): Promise<InvitationPreview> {
  if (token.length > MAX_TOKEN_LENGTH) throw invitationNotFound();
  const [row] = await db
    .select({
      invitation: workspaceInvitations,
      workspaceName: workspaces.name,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.createdBy))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)));
  if (!row) throw invitationNotFound();
  assertUsable(row.invitation, now());
  const [maker] = await db
    .select()
    .from(workspaceInvitations)
    .where(madeByOwner(row.invitation.id));
  if (!maker) throw new InvitationGone(INVITATION_WITHDRAWN);
  return {
    workspaceId: row.invitation.workspaceId,
    workspaceName: row.workspaceName,
    invitedBy: row.inviterName ?? row.inviterEmail ?? 'A former member',
    role: row.invitation.role,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * Joins the workspace through the link, once. Someone already in it keeps their role (and the
 * link is spent all the same: it worked).
 */
export async function acceptInvitation(
  db: AuthDb,
  now: Clock,
  token: string,
  userId: string,
): Promise<Workspace> {
  if (token.length > MAX_TOKEN_LENGTH) throw invitationNotFound();
  const at = now();
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(workspaceInvitations)
      .set({ usedAt: at, usedBy: userId })
      .where(
        and(
          eq(workspaceInvitations.tokenHash, tokenHash),
          isNull(workspaceInvitations.usedAt),
          gt(workspaceInvitations.expiresAt, at),
          makerIsOwner,
        ),
      )
      .returning();
    if (!taken) throw await whyUnusable(tx, tokenHash, at);
    const joined = await tx
      .insert(workspaceMembers)
      .values({ workspaceId: taken.workspaceId, userId, role: taken.role })
      .onConflictDoNothing()
      .returning();
    if (joined.length > 0) {
      await tx
        .insert(workspaceEvents)
        .values({ workspaceId: taken.workspaceId, actorId: userId, userId, action: 'joined' });
    }
    return presentWorkspace(await requireMembership(tx, taken.workspaceId, userId));
  });
}

async function whyUnusable(db: AuthDb, tokenHash: string, at: Date): Promise<Error> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  if (!row) return invitationNotFound();
  try {
    assertUsable(row, at);
  } catch (err) {
    return err as Error;
  }
  const [stillOwned] = await db.select().from(workspaceInvitations).where(madeByOwner(row.id));
  if (!stillOwned) return new InvitationGone(INVITATION_WITHDRAWN);
  // Usable now but not a moment ago: another accept took it in between.
  return new InvitationGone(INVITATION_USED);
}

// The link's maker is, right now, an owner of the link's workspace.
const makerIsOwner = exists(
  sql`(select 1 from ${workspaceMembers}
       where ${workspaceMembers.workspaceId} = ${workspaceInvitations.workspaceId}
         and ${workspaceMembers.userId} = ${workspaceInvitations.createdBy}
         and ${workspaceMembers.role} = 'owner')`,
);
const madeByOwner = (id: string) => and(eq(workspaceInvitations.id, id), makerIsOwner);

function assertUsable(row: Pick<InvitationRow, 'usedAt' | 'expiresAt'>, at: Date): void {
  if (row.usedAt) throw new InvitationGone(INVITATION_USED);
  if (row.expiresAt.getTime() <= at.getTime()) throw new InvitationGone(INVITATION_EXPIRED);
}
