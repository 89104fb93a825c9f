import type { WorkspaceId } from '@shortlist/kit';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { analysisRow } from '../db/analysis-row';
import {
  analyses,
  batchItems,
  batches,
  type AnalysisEvidence,
  type AnalysisRow,
  type BatchItemRow,
} from '../db/schema';

// The analyses a batch (a screening) started, read with its items.

/** A batch's items with the current analysis of each pair. */
export async function batchResults(
  db: MatchingDb,
  ownerId: WorkspaceId,
  batchId: string,
): Promise<{ item: BatchItemRow; analysis: AnalysisRow }[]> {
  const rows = await db
    .select({ item: batchItems, analysis: analyses })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .innerJoin(analyses, eq(analyses.id, batchItems.analysisId))
    .where(
      and(
        eq(batchItems.batchId, batchId),
        eq(batches.ownerId, ownerId),
        eq(analyses.ownerId, ownerId),
      ),
    )
    .orderBy(asc(batchItems.candidateName));
  return rows.map(({ item, analysis }) => ({ item, analysis: analysisRow(analysis) }));
}

/** What a job's screenings count of one analysis, and which of the screenings list it. */
export interface ScreenedAnalysis {
  candidateId: string;
  status: AnalysisRow['status'];
  matchPercentage: number | null;
  /** Null while the run has no result; rows scored before `evidence` existed have none either. */
  verdict: AnalysisEvidence['verdict'] | null;
  /** The batch that started its current run, and the user it was asked for by. */
  batchId: string | null;
  requestedBy: string | null;
  /** The job's batches that list it (a pair re-screened is listed by each screening). */
  inBatches: string[];
}

/**
 * Every analysis listed by the owner's screenings of a job, once each however many screenings
 * list it: a pair has one analysis, so its evidence is read once, not once per screening.
 */
export async function analysesOfScreenings(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<ScreenedAnalysis[]> {
  const rows = await db
    .select({
      candidateId: analyses.candidateId,
      status: analyses.status,
      matchPercentage: analyses.matchPercentage,
      evidence: analyses.evidence,
      batchId: analyses.batchId,
      requestedBy: analyses.requestedBy,
      inBatches: sql<string[]>`array_agg(${batchItems.batchId}::text)`,
    })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .innerJoin(analyses, eq(analyses.id, batchItems.analysisId))
    .where(
      and(eq(batches.ownerId, ownerId), eq(batches.jobId, jobId), eq(analyses.ownerId, ownerId)),
    )
    .groupBy(analyses.id);
  return rows.map(({ evidence, ...row }) => ({ ...row, verdict: evidence?.verdict ?? null }));
}
