import { z } from 'zod';

// Team workspaces (issue #19). Jobs, candidates, analyses, batches and pipelines belong to a
// workspace; plans and daily limits stay per user. Every account has a personal workspace whose id
// is the user's own id, so everything stored before workspaces existed already belongs to it.
// A request names its workspace in the `X-Workspace-Id` header (a socket in its handshake's
// `auth.workspace`); without one it works in the personal workspace.

export const WORKSPACE_HEADER = 'x-workspace-id';

/**
 * The workspace that owns a row. Every store function takes one; it is made only from a checked
 * membership (kit's `requireWorkspace`) or read back from a payload or row where one was written,
 * so a user id cannot be passed where tenancy is decided by mistake.
 */
export type WorkspaceId = string & { readonly __brand: 'WorkspaceId' };

/** An owner id field of an internal payload (queue jobs, internal calls): written from a checked one. */
export const workspaceIdField = z
  .string()
  .min(1)
  .max(200)
  .transform((id) => id as WorkspaceId);

export const workspaceRole = z.enum(['owner', 'recruiter']);
export type WorkspaceRole = z.infer<typeof workspaceRole>;

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account's own workspace: it has one member and takes no invitations. */
  personal: z.boolean(),
  /** The signed-in user's role in it. */
  role: workspaceRole,
  createdAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /api/workspaces: the personal workspace first, then the teams by name. */
export const workspacesResponse = z.object({ workspaces: z.array(workspaceSchema) });
export type WorkspacesResponse = z.infer<typeof workspacesResponse>;

/** POST /api/workspaces → 201 Workspace (the creator is its owner). */
export const createWorkspaceBody = z.object({ name: z.string().trim().min(1).max(80) });

export const workspaceMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: workspaceRole,
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMember>;

/** GET /api/workspaces/:id/members (any member). DELETE …/members/:userId: an owner, or oneself. */
export const workspaceMembersResponse = z.object({ members: z.array(workspaceMember) });
export type WorkspaceMembersResponse = z.infer<typeof workspaceMembersResponse>;

/** POST /api/workspaces/:id/invitations (owners only). */
export const createInvitationBody = z.object({
  role: workspaceRole.default('recruiter'),
  /** How long the link works; 72 hours unless said. */
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
});
/** What an invitation grants, and until when. */
const invitationTerms = { role: workspaceRole, expiresAt: z.string() };

export const invitationCreated = z.object({
  token: z.string(),
  /** The web page that accepts it: `/invite/<token>`. */
  path: z.string(),
  ...invitationTerms,
});
export type InvitationCreated = z.infer<typeof invitationCreated>;

/** GET /api/invitations/:token (signed in): what accepting it would join. 404 unknown, 410 used or expired. */
export const invitationPreview = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  invitedBy: z.string(),
  ...invitationTerms,
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** POST /api/invitations/:token/accept → 200 Workspace. Works once. */

/** Auth's internal answer to "is this user a member of this workspace?" (404 when not). */
export const internalMembership = z.object({ workspaceId: z.string(), role: workspaceRole });
export type InternalMembership = z.infer<typeof internalMembership>;

/**
 * Published by auth on Redis (`<REDIS_PREFIX>:workspace-membership`) when a member leaves or is
 * removed, so live sockets stop hearing the workspace at once.
 */
export const membershipEndedEvent = z.object({ workspaceId: z.string(), userId: z.string() });
export type MembershipEndedEvent = z.infer<typeof membershipEndedEvent>;
export const membershipChannel = (redisPrefix: string) => `${redisPrefix}:workspace-membership`;
