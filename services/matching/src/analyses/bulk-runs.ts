import type { WorkspaceId } from '@shortlist/kit';
import { ENGINE_VERSION } from '@shortlist/matcher';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { packJson } from '../db/packed-json';
import { NO_LEGACY_EVIDENCE, storedEvidence } from '../db/analysis-row';
import { analyses, type AnalysisRow } from '../db/schema';
import { FINISHED, type RunResult } from './runs';

// The batch path's writes: one statement for a whole chunk of runs, each row still conditional on
// its run being the pair's current, unfinished run (as setRunStage and completeRunRecorded are one by one).

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

/**
 * Stores many results at once; a run replaced or finished meanwhile is left alone and missing from
 * the runs returned. The results travel as one JSON parameter, so a chunk is one statement
 * whatever its size. Only which runs were stored comes back: a chunk announces them by id, and
 * reading back every row would send and unpack each one's evidence for nothing.
 */
export async function completeRuns(
  db: MatchingDb,
  ownerId: WorkspaceId,
  results: (RunResult & { runId: string })[],
): Promise<Pick<AnalysisRow, 'runId' | 'candidateId'>[]> {
  if (!results.length) return [];
  const records = results.map((r) => ({
    run_id: r.runId,
    match_percentage: r.matchPercentage,
    // Packed here, as the column's type does for single writes; the JSON parameter carries it as text.
    evidence: packJson(storedEvidence(r)).toString('base64'),
    generated_message: r.generatedMessage,
    analyzer: r.analyzer,
    analyzer_note: r.analyzerNote,
    candidate_name: r.candidateName,
    job_title: r.jobTitle,
    requirements_version: r.requirementsVersion,
  }));
  const now = new Date();
  return db
    .update(analyses)
    .set({
      status: 'completed',
      matchPercentage: sql`r.match_percentage`,
      evidence: sql`decode(r.evidence, 'base64')`,
      ...NO_LEGACY_EVIDENCE,
      generatedMessage: sql`r.generated_message`,
      analyzer: sql`r.analyzer`,
      analyzerNote: sql`r.analyzer_note`,
      candidateName: sql`r.candidate_name`,
      jobTitle: sql`r.job_title`,
      requirementsVersion: sql`r.requirements_version`,
      engineVersion: ENGINE_VERSION,
      error: null,
      completedAt: now,
      updatedAt: now,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(run_id uuid, match_percentage integer, evidence text, generated_message text, analyzer text, analyzer_note text, candidate_name text, job_title text, requirements_version integer)`,
    )
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        sql`${analyses.runId} = r.run_id`,
        notInArray(analyses.status, FINISHED),
      ),
    )
    .returning({ runId: analyses.runId, candidateId: analyses.candidateId });
}
