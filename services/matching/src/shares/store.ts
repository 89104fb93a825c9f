import type { ShareVerdict } from '@shortlist/contracts';
import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { ownersRowByUuid, ownersRowsByUuid } from '../db/of-owner';
import {
  shareAccessEvents,
  shareLinkCandidates,
  shareLinks,
  type ShareLinkCandidateRow,
  type ShareLinkRow,
} from '../db/schema';

// The shared links' data access. The recruiter's side takes the workspace first, so a query that
// forgets it does not compile; the recipient's side starts from the token's hash and reaches only
// that link's own rows.

export type NewShareLink = typeof shareLinks.$inferInsert;

export async function insertShareLink(
  db: MatchingDb,
  link: NewShareLink,
  candidates: { candidateId: string; note: string | null }[],
): Promise<ShareLinkRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(shareLinks).values(link).returning();
    await tx
      .insert(shareLinkCandidates)
      .values(candidates.map((c, position) => ({ linkId: row!.id, position, ...c })));
    return row!;
  });
}

/** The workspace's links of a job, newest first. */
export async function linksOfJob(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<ShareLinkRow[]> {
  const order = desc(shareLinks.createdAt);
  return ownersRowsByUuid(db, shareLinks, ownerId, [shareLinks.jobId, jobId], { order });
}

/** One of the workspace's links (undefined for another workspace's). */
export const linkOfOwner = (db: MatchingDb, ownerId: WorkspaceId, linkId: string) =>
  ownersRowByUuid(db, shareLinks, ownerId, [shareLinks.id, linkId]);

/** The link a token opens, whatever its state (the caller tells active from not). */
export async function linkByTokenHash(
  db: MatchingDb,
  tokenHash: string,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash));
  return row;
}

/** The candidates of these links, in each link's order. */
export async function candidatesOfLinks(
  db: MatchingDb,
  linkIds: string[],
): Promise<ShareLinkCandidateRow[]> {
  if (!linkIds.length) return [];
  return db
    .select()
    .from(shareLinkCandidates)
    .where(inArray(shareLinkCandidates.linkId, linkIds))
    .orderBy(asc(shareLinkCandidates.linkId), asc(shareLinkCandidates.position));
}

export interface AccessCounts {
  views: number;
  downloads: number;
  lastOpenedAt: Date | null;
}

export async function accessCounts(
  db: MatchingDb,
  linkIds: string[],
): Promise<Map<string, AccessCounts>> {
  if (!linkIds.length) return new Map();
  const rows = await db
    .select({
      linkId: shareAccessEvents.linkId,
      kind: shareAccessEvents.kind,
      n: count(),
      last: max(shareAccessEvents.occurredAt),
    })
    .from(shareAccessEvents)
    .where(inArray(shareAccessEvents.linkId, linkIds))
    .groupBy(shareAccessEvents.linkId, shareAccessEvents.kind);
  const counts = new Map<string, AccessCounts>();
  for (const row of rows) {
    const c = counts.get(row.linkId) ?? { views: 0, downloads: 0, lastOpenedAt: null };
    if (row.kind === 'view') c.views = row.n;
    else c.downloads = row.n;
    if (row.last && (!c.lastOpenedAt || row.last > c.lastOpenedAt)) c.lastOpenedAt = row.last;
    counts.set(row.linkId, c);
  }
  return counts;
}

export async function recordShareAccess(
  db: MatchingDb,
  linkId: string,
  kind: 'view' | 'download',
): Promise<void> {
  await db.insert(shareAccessEvents).values({ linkId, kind });
}

/** Revokes the workspace's link now; false when it is not theirs or was already revoked. */
export async function revokeLink(
  db: MatchingDb,
  ownerId: WorkspaceId,
  linkId: string,
  actorId: string,
): Promise<boolean> {
  if (!isUuid(linkId)) return false;
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()`, revokedBy: actorId })
    .where(
      and(eq(shareLinks.ownerId, ownerId), eq(shareLinks.id, linkId), isNull(shareLinks.revokedAt)),
    )
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** Marks one of a link's candidates revealed; false when the candidate is not on the link. */
export async function markRevealed(
  db: MatchingDb,
  linkId: string,
  candidateId: string,
  actorId: string,
  at: Date,
): Promise<boolean> {
  return setOnLinkCandidate(db, linkId, candidateId, { revealedBy: actorId, revealedAt: at });
}

/** The recipient's current answer on one of the link's candidates; false when not on the link. */
export async function saveShareFeedback(
  db: MatchingDb,
  linkId: string,
  candidateId: string,
  feedback: { verdict: ShareVerdict; comment: string; at: Date },
): Promise<boolean> {
  return setOnLinkCandidate(db, linkId, candidateId, {
    feedback: feedback.verdict,
    feedbackComment: feedback.comment,
    feedbackAt: feedback.at,
  });
}

/** Writes `values` on one of a link's candidates; false when the candidate is not on the link. */
async function setOnLinkCandidate(
  db: MatchingDb,
  linkId: string,
  candidateId: string,
  values: Partial<ShareLinkCandidateRow>,
): Promise<boolean> {
  if (!isUuid(candidateId)) return false;
  const rows = await db
    .update(shareLinkCandidates)
    .set(values)
    .where(
      and(eq(shareLinkCandidates.linkId, linkId), eq(shareLinkCandidates.candidateId, candidateId)),
    )
    .returning({ id: shareLinkCandidates.candidateId });
  return rows.length > 0;
}
