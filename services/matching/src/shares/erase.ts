import type { WorkspaceId } from '@shortlist/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { shareLinkCandidates, shareLinks } from '../db/schema';

/**
 * Erasure of a candidate (GDPR Art. 17) takes them off every link of the workspace: the
 * recruiter's note and the client's comment on them are personal data. The links stay.
 */
export async function eraseSharesOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateId: string,
): Promise<void> {
  await db
    .delete(shareLinkCandidates)
    .where(
      and(
        eq(shareLinkCandidates.candidateId, candidateId),
        inArray(
          shareLinkCandidates.linkId,
          db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.ownerId, ownerId)),
        ),
      ),
    );
}
