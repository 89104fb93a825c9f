import type { PreviousResult } from '@shortlist/contracts';
import { statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import { ENGINE_VERSION } from '@shortlist/matcher';
import { and, eq, getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ScoreRecord } from '../audit/score-record';
import type { MatchingDb } from '../db';
import { packJson } from '../db/packed-json';
import { NO_LEGACY_EVIDENCE, storedEvidence } from '../db/analysis-row';
import { analyses, auditEvents, type AnalysisRow } from '../db/schema';
import { FINISHED, type RunResult } from './runs';

// Every score the product gives is written here, whichever path gave it (a single analysis, a
// batch chunk, a re-score after an edit or an engine upgrade): the results and their audit records
// in ONE statement (a data-modifying CTE), so they land together or not at all (issue #30.1). The
// results travel as one JSON parameter, so a chunk of any size is one prepared statement.

/** One score to store: the run it belongs to, the result, and what its audit record says. */
export interface ScoreToStore {
  runId: string;
  result: RunResult & { previousResult?: PreviousResult };
  record: ScoreRecord;
}

/**
 * `run`: completes the run while it is the pair's current, unfinished run (a single analysis or a
 * batch chunk). `rescore`: replaces the score of the run while it is the pair's current, completed
 * run, in place (status, name and title snapshots stay).
 */
export type StoreMode = 'run' | 'rescore';

/** A stored row without its evidence, which the caller holds: reading it back would unpack it. */
export async function storeScores(
  db: MatchingDb,
  ownerId: WorkspaceId,
  mode: StoreMode,
  scores: ScoreToStore[],
): Promise<AnalysisRow[]> {
  if (!scores.length) return [];
  const records = scores.map(({ runId, result, record }) => ({
    run_id: runId,
    match_percentage: result.matchPercentage,
    // Packed here, as the column's type does for single writes; JSON carries it as base64 text.
    evidence: packJson(storedEvidence(result)).toString('base64'),
    generated_message: result.generatedMessage,
    analyzer: result.analyzer,
    analyzer_note: result.analyzerNote,
    candidate_name: result.candidateName,
    job_title: result.jobTitle,
    requirements_version: result.requirementsVersion,
    previous_result: result.previousResult ?? null,
    record_candidate_sha256: record.candidateSha256,
    record_job_sha256: record.jobSha256,
    record_requirements_version: record.requirementsVersion,
    record_engine_version: record.engineVersion,
    record_analyzer: record.analyzer,
    record_match_percentage: record.matchPercentage,
    record_band: record.band,
  }));
  const statement = mode === 'run' ? completeStatement(db) : rescoreStatement(db);
  const rows = await statement.execute({
    ownerId,
    now: new Date(),
    records: JSON.stringify(records),
  });
  const byRun = new Map(scores.map((s) => [s.runId, s.result]));
  return rows.map((row) => {
    const result = byRun.get(row.runId)!;
    return { ...row, ...storedEvidence(result) };
  });
}

const RECORDSET = (json: SQL) =>
  sql`jsonb_to_recordset(${json}::jsonb) as r(run_id uuid, match_percentage integer, evidence text, generated_message text, analyzer text, analyzer_note text, candidate_name text, job_title text, requirements_version integer, previous_result jsonb, record_candidate_sha256 text, record_job_sha256 text, record_requirements_version integer, record_engine_version text, record_analyzer text, record_match_percentage integer, record_band text)`;

/** Every column but the evidence (the caller holds it). */
const {
  evidence: _evidence,
  legacyBreakdown: _breakdown,
  legacyTopSkills: _top,
  legacyMissingSkills: _missing,
  ...STORED
} = getTableColumns(analyses);

/** The score's fields, read from the JSON record `r`. */
const scoreFields = {
  matchPercentage: sql`r.match_percentage`,
  evidence: sql`decode(r.evidence, 'base64')`,
  ...NO_LEGACY_EVIDENCE,
  generatedMessage: sql`r.generated_message`,
  analyzer: sql`r.analyzer`,
  analyzerNote: sql`r.analyzer_note`,
  requirementsVersion: sql`r.requirements_version`,
  engineVersion: ENGINE_VERSION,
};

const completeStatement = statementPerDatabase((db: MatchingDb) =>
  scoreStatement(db, 'matching_complete_runs', {
    set: {
      ...scoreFields,
      candidateName: sql`r.candidate_name`,
      jobTitle: sql`r.job_title`,
      status: 'completed',
      error: null,
      completedAt: sql`${sql.placeholder('now')}::timestamptz`,
    },
    // Only while it is the pair's current, unfinished run: a retry or a replaced run writes nothing.
    where: notInArray(analyses.status, FINISHED),
  }),
);

const rescoreStatement = statementPerDatabase((db: MatchingDb) =>
  scoreStatement(db, 'matching_rescore_runs', {
    set: {
      ...scoreFields,
      // Kept when an engine upgrade is re-scored; an edit's re-score leaves it as it was.
      previousResult: sql`coalesce(r.previous_result, ${analyses.previousResult})`,
    },
    // Only while the run re-scored is still the pair's current, completed run: a rerun meanwhile
    // scores with the new reading anyway.
    where: eq(analyses.status, 'completed'),
  }),
);

function scoreStatement(
  db: MatchingDb,
  name: string,
  { set, where }: { set: Parameters<ReturnType<MatchingDb['update']>['set']>[0]; where: SQL },
) {
  const records = sql.placeholder('records');
  const done = db.$with('done').as(
    db
      .update(analyses)
      .set({ ...set, updatedAt: sql`${sql.placeholder('now')}::timestamptz` })
      .from(RECORDSET(sql`${records}`))
      .where(
        and(
          eq(analyses.ownerId, sql.placeholder('ownerId')),
          sql`${analyses.runId} = r.run_id`,
          where,
        ),
      )
      .returning(STORED),
  );
  const recorded = db.$with('recorded').as(
    db
      .insert(auditEvents)
      .select(
        db
          .select({
            // Every column of the trail in its order (Drizzle's insert-select asks for that).
            id: sql`gen_random_uuid()`.as('id'),
            ownerId: sql`${done.ownerId}::text`.as('owner_id'),
            jobId: sql`${done.jobId}::text`.as('job_id'),
            candidateId: sql`${done.candidateId}::text`.as('candidate_id'),
            kind: sql`'analysis.scored'`.as('kind'),
            // The member who asked for the run (runs from before workspaces: the owner).
            actorId: sql`coalesce(${done.requestedBy}, ${done.ownerId})::text`.as('actor_id'),
            occurredAt: sql`now()`.as('occurred_at'),
            analysisId: done.id,
            runId: done.runId,
            batchId: done.batchId,
            requestedAt: done.createdAt,
            candidateSha256: sql`s.record_candidate_sha256`.as('candidate_sha256'),
            jobSha256: sql`s.record_job_sha256`.as('job_sha256'),
            requirementsVersion: sql`s.record_requirements_version`.as('requirements_version'),
            engineVersion: sql`s.record_engine_version`.as('engine_version'),
            analyzer: sql`s.record_analyzer`.as('analyzer'),
            matchPercentage: sql`s.record_match_percentage`.as('match_percentage'),
            band: sql`s.record_band`.as('band'),
            decision: sql`null::text`.as('decision'),
            reason: sql`null::text`.as('reason'),
            detail: sql`null::text`.as('detail'),
          })
          .from(done)
          .innerJoin(
            sql`jsonb_to_recordset(${records}::jsonb) as s(run_id uuid, record_candidate_sha256 text, record_job_sha256 text, record_requirements_version integer, record_engine_version text, record_analyzer text, record_match_percentage integer, record_band text)`,
            sql`s.run_id = ${done.runId}`,
          ),
      )
      .returning({ id: auditEvents.id }),
  );
  return db.with(done, recorded).select().from(done).prepare(name);
}
