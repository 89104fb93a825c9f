import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { and, asc, eq, max, min } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MatchingDb } from '../db';
import { ownersRowsByUuid } from '../db/of-owner';
import { analysisRows } from '../db/analysis-row';
import {
  analyses,
  candidateDecisions,
  candidateGroups,
  type AnalysisRow,
  type CandidateDecisionRow,
  type CandidateGroupRow,
} from '../db/schema';
import { ofSameCandidate, ofSamePair } from './same-pair';
import { scoredOf } from './scored';

// The owner's analyses across their jobs: one candidate's (their record, their erasure) and the
// scored ones an oversight report counts.

/** Every candidate of the owner that has an analysis, once each. */
export async function analysedCandidateIds(db: MatchingDb, ownerId: WorkspaceId) {
  const rows = await db
    .selectDistinct({ candidateId: analyses.candidateId })
    .from(analyses)
    .where(eq(analyses.ownerId, ownerId));
  return rows.map((row) => row.candidateId);
}

/** One candidate's analyses, oldest first; none for an id that is not a uuid (the column is). */
export async function analysesOfCandidate(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateId: string,
): Promise<AnalysisRow[]> {
  const ofCandidate: [AnyPgColumn, string] = [analyses.candidateId, candidateId];
  const order = asc(analyses.createdAt);
  return analysisRows(await ownersRowsByUuid(db, analyses, ownerId, ofCandidate, { order }));
}

/** Deletes one candidate's analyses; answers the job of each one deleted. */
export async function deleteAnalysesOfCandidate(
  db: MatchingDb,
  ownerId: WorkspaceId,
  candidateId: string,
): Promise<{ jobId: string }[]> {
  if (!isUuid(candidateId)) return [];
  return db
    .delete(analyses)
    .where(and(eq(analyses.ownerId, ownerId), eq(analyses.candidateId, candidateId)))
    .returning({ jobId: analyses.jobId });
}

/**
 * Each scored pair with the pair's current decision and the candidate's uploaded groups (null
 * where there are none), and when the first and the last of them were scored.
 */
export async function scoredPairsWithGroups(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string | undefined,
): Promise<{
  rows: {
    decision: CandidateDecisionRow['decision'] | null;
    sex: CandidateGroupRow['sex'] | null;
    race: CandidateGroupRow['raceEthnicity'] | null;
  }[];
  span: { from: Date | null; to: Date | null } | undefined;
}> {
  const rows = await db
    .select({
      decision: candidateDecisions.decision,
      sex: candidateGroups.sex,
      race: candidateGroups.raceEthnicity,
    })
    .from(analyses)
    .leftJoin(candidateDecisions, ofSamePair(candidateDecisions))
    .leftJoin(candidateGroups, ofSameCandidate(candidateGroups))
    .where(scoredOf(ownerId, jobId));
  if (!rows.length) return { rows, span: undefined };
  const [span] = await db
    .select({ from: min(analyses.completedAt), to: max(analyses.completedAt) })
    .from(analyses)
    .where(scoredOf(ownerId, jobId));
  return { rows, span };
}
