import { DEFAULT_REJECTION_REASONS, type RejectionReasons } from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import { eq, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { rejectionReasons } from '../db/schema';

// The reasons a workspace's recruiters pick from when they reject (issue #29.2): one list per
// workspace, the defaults until someone edits it; a recruiter may still write their own.

export async function rejectionReasonsOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
): Promise<RejectionReasons> {
  const [row] = await db
    .select({ reasons: rejectionReasons.reasons })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.ownerId, ownerId));
  return { reasons: row?.reasons ?? [...DEFAULT_REJECTION_REASONS] };
}

/** Replaces the workspace's list: trimmed, each reason once (the first spelling kept). */
export async function setRejectionReasons(
  db: MatchingDb,
  ownerId: WorkspaceId,
  actorId: string,
  update: RejectionReasons,
): Promise<RejectionReasons> {
  const seen = new Set<string>();
  const reasons = update.reasons.filter((r) => {
    const key = r.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await db
    .insert(rejectionReasons)
    .values({ ownerId, reasons, updatedBy: actorId })
    .onConflictDoUpdate({
      target: rejectionReasons.ownerId,
      set: { reasons: sql`excluded.reasons`, updatedBy: actorId, updatedAt: new Date() },
    });
  return { reasons };
}
