import { isUuid, type WorkspaceId } from '@shortlist/kit';
import { and, eq, inArray, lt, ne, notInArray } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { analysisRows, type SelectedOf } from '../db/analysis-row';
import { analyses, type AnalysisRow } from '../db/schema';
import { FINISHED } from './runs';

// Which runs a sweep, a re-score or a chunk has to act on: reads only, the writes are in runs.ts.

/**
 * Unfinished runs that have not moved since `before`, oldest first: every owner's, because the
 * worker's sweep checks them all against the queue. Not for answering users.
 */
export async function unfinishedRunsSince(
  db: MatchingDb,
  before: Date,
  limit: number,
): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(analyses)
    .where(and(notInArray(analyses.status, FINISHED), lt(analyses.updatedAt, before)))
    .orderBy(analyses.updatedAt)
    .limit(limit)
    .then(analysisRows);
}

/**
 * The owner's analyses of one job that an edit of its reading re-scores: the finished ones, and
 * every unfinished one, which may have read the job before the edit even while it still shows
 * `queued` (the engine's stages are not stored, and a batch reads its job once for all its
 * chunks); each is re-scored once it has finished (its re-score looks again at doubling
 * intervals: stillRunningDelay), unless the reading it finished with is the edit's. Failed ones
 * have no score to change.
 */
export async function analysesToRescore(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<RescoreTarget[]> {
  if (!isUuid(jobId)) return [];
  return db
    .select(RESCORE_TARGET)
    .from(analyses)
    .where(
      and(eq(analyses.ownerId, ownerId), eq(analyses.jobId, jobId), ne(analyses.status, 'failed')),
    );
}

/** What a re-score needs of an analysis to decide and to score it (not its evidence). */
const RESCORE_TARGET = {
  id: analyses.id,
  runId: analyses.runId,
  candidateId: analyses.candidateId,
  status: analyses.status,
  requirementsVersion: analyses.requirementsVersion,
  messageVariant: analyses.messageVariant,
};
export type RescoreTarget = SelectedOf<typeof RESCORE_TARGET>;

/**
 * The chunk's runs that are still their pair's current, unfinished run: the ones it scores. Only
 * read, not moved to a stage: a chunk scores in a fraction of a second, and a stored `scoring`
 * would leave one more dead row version per analysis (issue #16: bytes per analysis). The write of
 * the results checks again, so a run replaced meanwhile is still left alone.
 */
export async function unfinishedRuns(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runIds: string[],
): Promise<Set<string>> {
  if (!runIds.length) return new Set();
  const rows = await db
    .select({ runId: analyses.runId })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        inArray(analyses.runId, runIds),
        notInArray(analyses.status, FINISHED),
      ),
    );
  return new Set(rows.map((row) => row.runId));
}
