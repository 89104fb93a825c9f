import { at, generatedId, partOf, stampedAt } from '@shortlist/kit';
import {
  bigint,
  boolean,
  index,
  pgSchema,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const authSchema = pgSchema('auth');

// The schema's enums, ahead of the tables that use them (workspace members, events, invitations).
export const workspaceRole = authSchema.enum('workspace_role', ['owner', 'recruiter']);
export const workspaceAction = authSchema.enum('workspace_action', [
  'created',
  'invited',
  'joined',
  'removed',
  'left',
]);

export const users = authSchema.table(
  'users',
  {
    id: generatedId(),
    /** Stored lower-cased: email is case-insensitive and unique. */
    email: text('email').notNull(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;

// Team workspaces (issue #19). A user's personal workspace has the user's own id, so every row other
// services stored with owner_id = user id already belongs to it.

export const workspaces = authSchema.table(
  'workspaces',
  {
    id: generatedId(),
    name: text('name').notNull(),
    personal: boolean('personal').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdAt: stampedAt('created_at'),
  },
  // Counting the team workspaces a user created (the per-user cap).
  (t) => [index('workspaces_created_by_idx').on(t.createdBy)],
);

/** Current members only: a member who leaves or is removed loses the row (history is in events). */
export const workspaceMembers = authSchema.table(
  'workspace_members',
  {
    workspaceId: partOf('workspace_id', () => workspaces.id),
    userId: partOf('user_id', () => users.id),
    role: workspaceRole('role').notNull(),
    joinedAt: stampedAt('joined_at'),
  },
  (t) => [
    // The primary key answers "is X a member of W" (the internal check) in one index lookup.
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
  ],
);

/** Append-only: who did what to whose membership, kept after the member row is gone. */
export const workspaceEvents = authSchema.table(
  'workspace_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id').notNull(),
    actorId: uuid('actor_id').notNull(),
    /** Whose membership changed; null for an invitation, whose invitee is not known yet. */
    userId: uuid('user_id'),
    action: workspaceAction('action').notNull(),
    at: stampedAt('at'),
  },
  (t) => [index('workspace_events_workspace_idx').on(t.workspaceId, t.at)],
);

/** Only the sha256 of a link's token is stored: a leaked table cannot be turned into links. */
export const workspaceInvitations = authSchema.table(
  'workspace_invitations',
  {
    id: generatedId(),
    workspaceId: partOf('workspace_id', () => workspaces.id),
    tokenHash: text('token_hash').notNull(),
    role: workspaceRole('role').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: stampedAt('created_at'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    usedBy: uuid('used_by'),
  },
  (t) => [uniqueIndex('workspace_invitations_token_hash_key').on(t.tokenHash)],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type InvitationRow = typeof workspaceInvitations.$inferSelect;
