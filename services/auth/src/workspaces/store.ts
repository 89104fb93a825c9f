import type { Workspace, WorkspaceMember, WorkspaceRole } from '@shortlist/contracts';
import { AppError, badRequest, isUuid, notFound } from '@shortlist/kit';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AuthDb } from '../db';
import { users, workspaceEvents, workspaceMembers, workspaces } from '../db/schema';

// Workspaces and who belongs to them. Every read takes the signed-in user and goes through their
// membership row, so a workspace the user is not in answers exactly like one that does not exist.

export const PERSONAL_WORKSPACE_NAME = 'Personal';
export const MAX_TEAM_WORKSPACES = 20;

const workspaceNotFound = () => notFound('Workspace');

const workspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  personal: workspaces.personal,
  createdAt: workspaces.createdAt,
  role: workspaceMembers.role,
};

type WorkspaceOfMember = {
  id: string;
  name: string;
  personal: boolean;
  createdAt: Date;
  role: WorkspaceRole;
};

export const presentWorkspace = (row: WorkspaceOfMember): Workspace => ({
  id: row.id,
  name: row.name,
  personal: row.personal,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The personal workspace of `userId` (id = the user's id) with its owner, unless it is there
 * already. Signup calls it in the transaction that inserts the user.
 */
export async function addPersonalWorkspace(db: AuthDb, userId: string): Promise<void> {
  const created = await db
    .insert(workspaces)
    .values({ id: userId, name: PERSONAL_WORKSPACE_NAME, personal: true, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: workspaces.id });
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: userId, userId, role: 'owner' })
    .onConflictDoNothing();
  if (created.length > 0) {
    await db
      .insert(workspaceEvents)
      .values({ workspaceId: userId, actorId: userId, userId, action: 'created' });
  }
}

/**
 * For accounts made by code older than workspaces (the migration covers those that existed when
 * it ran). False when there is no such user.
 */
export async function ensurePersonalWorkspace(db: AuthDb, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    await addPersonalWorkspace(tx, userId);
    return true;
  });
}

/** The user's workspaces: the personal one first, then the teams by name. */
export async function listWorkspaces(db: AuthDb, userId: string): Promise<Workspace[]> {
  const rows = await db
    .select(workspaceColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(desc(workspaces.personal), sql`lower(${workspaces.name})`, asc(workspaces.id));
  return rows.map(presentWorkspace);
}

/** The workspace as `userId` sees it, or undefined when they are not a member (or the id is no uuid). */
export async function workspaceOfMember(
  db: AuthDb,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceOfMember | undefined> {
  if (!isUuid(workspaceId) || !isUuid(userId)) return undefined;
  const [row] = await db
    .select(workspaceColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** Like workspaceOfMember, but a non-member gets the 404 an unknown workspace gets. */
export async function requireMembership(db: AuthDb, workspaceId: string, userId: string) {
  const workspace = await workspaceOfMember(db, workspaceId, userId);
  if (!workspace) throw workspaceNotFound();
  return workspace;
}

/** A team workspace with its creator as owner. The cap counts the teams this user created. */
export async function createTeamWorkspace(
  db: AuthDb,
  userId: string,
  name: string,
): Promise<Workspace> {
  return db.transaction(async (tx) => {
    // The user's row lock makes two concurrent creates count one after the other.
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('unauthorized', 'Account no longer exists');
    const [created] = await tx
      .select({ n: count() })
      .from(workspaces)
      .where(and(eq(workspaces.createdBy, userId), eq(workspaces.personal, false)));
    if ((created?.n ?? 0) >= MAX_TEAM_WORKSPACES) {
      throw badRequest(`You can create at most ${MAX_TEAM_WORKSPACES} team workspaces.`);
    }
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name, personal: false, createdBy: userId })
      .returning();
    if (!workspace) throw new Error('insert returned no workspace');
    const [member] = await tx
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId, role: 'owner' })
      .returning();
    await tx
      .insert(workspaceEvents)
      .values({ workspaceId: workspace.id, actorId: userId, userId, action: 'created' });
    return presentWorkspace({ ...workspace, role: member?.role ?? 'owner' });
  });
}

/** Everyone in the workspace, oldest member first; only a member may look. */
export async function listMembers(
  db: AuthDb,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceMember[]> {
  await requireMembership(db, workspaceId, userId);
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      email: users.email,
      name: users.name,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.userId));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/** The role of `userId` in the workspace: one primary-key lookup (the internal check). */
export async function roleOf(
  db: AuthDb,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceRole | undefined> {
  if (!isUuid(workspaceId) || !isUuid(userId)) return undefined;
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role;
}
