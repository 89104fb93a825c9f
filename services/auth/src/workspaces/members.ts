import { badRequest, conflict, forbidden, isUuid, notFound } from '@shortlist/kit';
import { and, count, eq } from 'drizzle-orm';
import type { AuthDb } from '../db';
import { workspaceEvents, workspaceMembers, workspaces } from '../db/schema';
import { requireMembership, roleOf } from './store';

export const LAST_OWNER_MESSAGE =
  'The last owner cannot leave the workspace. Invite another owner first.';

/**
 * Ends `userId`'s membership, as `actorId`: an owner may remove anyone, a recruiter only
 * themself. The member row is deleted; who removed whom stays in the events.
 */
export async function removeMember(
  db: AuthDb,
  input: { workspaceId: string; actorId: string; userId: string },
): Promise<void> {
  const { workspaceId, actorId, userId } = input;
  if (!isUuid(workspaceId)) throw notFound('Workspace');
  await db.transaction(async (tx) => {
    // Membership changes of one workspace queue on its row, so two owners removing each other
    // at once cannot leave it with none, and the actor's role is read after the wait.
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    const actor = await requireMembership(tx, workspaceId, actorId);
    if (actor.personal) throw badRequest('A personal workspace has no other members');
    const leaving = actorId === userId;
    if (!leaving && actor.role !== 'owner') throw forbidden('Only an owner can remove members');
    const role = await roleOf(tx, workspaceId, userId);
    if (!role) throw notFound('Member');
    if (role === 'owner' && (await ownerCount(tx, workspaceId)) <= 1) {
      throw conflict(LAST_OWNER_MESSAGE);
    }
    await tx
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
      );
    await tx
      .insert(workspaceEvents)
      .values({ workspaceId, actorId, userId, action: leaving ? 'left' : 'removed' });
  });
}

async function ownerCount(db: AuthDb, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row?.n ?? 0;
}
