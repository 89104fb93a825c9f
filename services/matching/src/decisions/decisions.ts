import type { CandidateDecision, DecisionRequest, DecisionsTaken } from '@shortlist/contracts';
import { isUuid, notFound, statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import { scoreBand } from '@shortlist/matcher';
import { sql } from 'drizzle-orm';
import { analysesOfCandidates } from '../analyses-store';
import { recordAuditEvents } from '../audit/trail';
import type { MatchingDb } from '../db';
import { followPreview } from '../oversight/impact-preview';
import { candidateDecisions, type CandidateDecisionRow } from '../db/schema';
import { ofBoundPair, ofOwnersJob } from '../db/of-owner';

// Human oversight (EU AI Act Art. 14): a recruiter advances, holds or rejects a candidate of a job.
// Only this request writes a decision; a score never does, however low.

const SLICE = 500;

/**
 * Takes one decision for candidates of the owner's job, each of which must have been analysed for
 * it (else 404, and nothing is decided). Each decision goes to the audit trail with the score it
 * was taken on.
 */
export async function decideCandidates(
  db: MatchingDb,
  ownerId: WorkspaceId,
  request: DecisionRequest,
  /** The person deciding: the audit trail names them, not the workspace. */
  actorId: string,
): Promise<DecisionsTaken> {
  const ids = [...new Set(request.candidateIds)];
  // Analyses are keyed by uuids: any other id names none.
  if (!isUuid(request.jobId) || !ids.every(isUuid)) throw notFound('Analysis');
  const now = new Date();
  const reason = request.reason || null;
  const { previewId } = request;
  await db.transaction(async (tx) => {
    // The preview shown before a bulk decision is marked as followed by it, or nothing is decided.
    if (previewId) await followPreview(tx, ownerId, request.jobId, previewId, request.decision);
    for (let i = 0; i < ids.length; i += SLICE) {
      const slice = ids.slice(i, i + SLICE);
      const rows = await analysesOfCandidates(tx, ownerId, request.jobId, slice);
      if (rows.length !== slice.length) throw notFound('Analysis');
      const values = slice.map((candidateId) => ({
        ownerId,
        jobId: request.jobId,
        candidateId,
        decision: request.decision,
        reason,
        decidedBy: actorId,
        decidedAt: now,
      }));
      await tx
        .insert(candidateDecisions)
        .values(values)
        .onConflictDoUpdate({
          target: [
            candidateDecisions.ownerId,
            candidateDecisions.jobId,
            candidateDecisions.candidateId,
          ],
          set: {
            decision: sql`excluded.decision`,
            reason: sql`excluded.reason`,
            decidedBy: sql`excluded.decided_by`,
            decidedAt: sql`excluded.decided_at`,
          },
        });
      await recordAuditEvents(
        tx,
        rows.map((row) => ({
          ownerId,
          jobId: row.jobId,
          candidateId: row.candidateId,
          kind: 'decision' as const,
          actorId,
          occurredAt: now,
          analysisId: row.id,
          runId: row.runId,
          batchId: row.batchId,
          matchPercentage: row.matchPercentage,
          band: row.matchPercentage === null ? null : scoreBand(row.matchPercentage),
          decision: request.decision,
          reason,
          detail: previewId ? `after impact preview ${previewId}` : null,
        })),
      );
    }
  });
  return { jobId: request.jobId, decision: request.decision, candidateIds: ids };
}

/** The current decisions on candidates of the owner's job, by candidate id. */
export async function decisionsOfJob(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  candidateIds?: string[],
): Promise<Map<string, CandidateDecision>> {
  const rows = await db
    .select()
    .from(candidateDecisions)
    .where(ofOwnersJob(candidateDecisions, ownerId, jobId, candidateIds));
  return new Map(rows.map((row) => [row.candidateId, presentDecision(row)]));
}

/** The decision on one candidate of a job, or null: every analysis reads it, built once. */
export async function decisionOfPair(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  candidateId: string,
): Promise<CandidateDecision | null> {
  const [row] = await decisionStatement(db).execute({ ownerId, jobId, candidateId });
  return row ? presentDecision(row) : null;
}

const decisionStatement = statementPerDatabase((db: MatchingDb) =>
  db
    .select()
    .from(candidateDecisions)
    .where(ofBoundPair(candidateDecisions))
    .prepare('matching_decision_of_pair'),
);

export const presentDecision = (row: CandidateDecisionRow): CandidateDecision => ({
  decision: row.decision,
  reason: row.reason,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt.toISOString(),
});
