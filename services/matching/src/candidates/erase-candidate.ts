import { isUuid, type WorkspaceId } from '@shortlist/kit';
import type { CandidateErased } from '@shortlist/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { deleteAnalysesOfCandidate } from '../analyses-store';
import { recordAuditEvents } from '../audit/trail';
import type { MatchingDb } from '../db';
import { erasePipelineOf } from '../pipeline/erase';
import { eraseSharesOf } from '../shares/erase';
import {
  auditEvents,
  batchItems,
  batches,
  candidateDecisions,
  candidateGroups,
  candidateReveals,
  poolScores,
} from '../db/schema';
import { ofOwner } from '../db/of-owner';

/**
 * Erases one of the owner's candidates from matching (GDPR Art. 17): analyses (with their name
 * snapshots and messages), shortlist rows, decisions, uploaded groups, reveals and places on shared links go. The audit trail keeps its records,
 * which hold ids, hashes, versions and scores, but loses the recruiters' free-text reasons (they
 * may describe the person), and gains one `candidate.erased` record per job, so an auditor sees
 * why a candidate's history ends. Safe to repeat (a repeat records the erasure again).
 */
export async function eraseCandidate(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateId: string,
  actorId: string,
): Promise<CandidateErased> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select({ batchId: batchItems.batchId, state: batchItems.state })
      .from(batchItems)
      .innerJoin(batches, eq(batches.id, batchItems.batchId))
      .where(ofOwner(batches, ownerId, eq(batchItems.candidateId, candidateId)));
    if (items.length) {
      await tx.delete(batchItems).where(
        and(
          inArray(
            batchItems.batchId,
            items.map((i) => i.batchId),
          ),
          eq(batchItems.candidateId, candidateId),
        ),
      );
      // The batch counts stay true to the rows that are left.
      for (const item of items) {
        await tx
          .update(batches)
          .set({
            total: sql`${batches.total} - 1`,
            done: item.state === 'done' ? sql`${batches.done} - 1` : batches.done,
            failed: item.state === 'failed' ? sql`${batches.failed} - 1` : batches.failed,
            updatedAt: new Date(),
          })
          .where(and(eq(batches.id, item.batchId), eq(batches.ownerId, ownerId)));
      }
    }
    const gone = await deleteAnalysesOfCandidate(tx, ownerId, candidateId);
    const decided = await tx
      .delete(candidateDecisions)
      .where(ofOwner(candidateDecisions, ownerId, eq(candidateDecisions.candidateId, candidateId)))
      .returning({ jobId: candidateDecisions.jobId });
    // Their self-identified groups (fairness reports) and blind-screening reveals go too.
    await tx
      .delete(candidateGroups)
      .where(ofOwner(candidateGroups, ownerId, eq(candidateGroups.candidateId, candidateId)));
    await tx
      .delete(candidateReveals)
      .where(ofOwner(candidateReveals, ownerId, eq(candidateReveals.candidateId, candidateId)));
    await erasePipelineOf(tx, ownerId, candidateId);
    // Shared links name them too (issue #32): the note and the client's comment go.
    if (isUuid(candidateId)) await eraseSharesOf(tx, ownerId, candidateId);

    // Pool rankings quote the resume too (issue #16).
    await tx
      .delete(poolScores)
      .where(ofOwner(poolScores, ownerId, eq(poolScores.candidateId, candidateId)));
    const events = await tx
      .select({ jobId: auditEvents.jobId, sha256: auditEvents.candidateSha256 })
      .from(auditEvents)
      .where(ofOwner(auditEvents, ownerId, eq(auditEvents.candidateId, candidateId)))
      .orderBy(desc(auditEvents.occurredAt));
    // The only change to recorded events: erasure of free text about the person.
    await tx
      .update(auditEvents)
      .set({ reason: null })
      .where(ofOwner(auditEvents, ownerId, eq(auditEvents.candidateId, candidateId)));
    const jobs = new Map<string, string | null>();
    for (const { jobId } of [...gone, ...decided]) jobs.set(jobId, null);
    for (const event of events) if (!jobs.get(event.jobId)) jobs.set(event.jobId, event.sha256);
    await recordAuditEvents(
      tx,
      [...jobs].map(([jobId, sha256]) => ({
        ownerId,
        jobId,
        candidateId,
        kind: 'candidate.erased' as const,
        actorId,
        candidateSha256: sha256,
      })),
    );
    return { analyses: gone.length, jobs: jobs.size };
  });
}
