import { isUuid, statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import { ENGINE_VERSION } from '@shortlist/matcher';
import type { AnalysisStatus, BreakdownComponent, PreviousResult } from '@shortlist/contracts';
import {
  and,
  eq,
  inArray,
  lt,
  ne,
  notInArray,
  or,
  Param,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MatchingDb } from '../db';
import { analysisRow, analysisRows, NO_LEGACY_EVIDENCE, storedEvidence } from '../db/analysis-row';
import {
  analyses,
  auditEvents,
  type AnalysisEvidence,
  type AnalysisRow,
  type NewAuditEvent,
} from '../db/schema';

// The life of a run: started (queued), moved through its stages, completed or failed. Each write
// is conditional on the run still being the pair's current, unfinished run.

export const FINISHED: AnalysisStatus[] = ['completed', 'failed'];

export interface NewRun {
  candidateId: string;
  jobId: string;
  runId: string;
  /** The user whose daily match the run takes. */
  requestedBy: string;
  batchId: string | null;
  candidateName: string;
  jobTitle: string;
}

/** The state every new run starts in: what a new run of a pair resets. */
const NEW_RUN_STATE = {
  status: 'queued' as const,
  matchPercentage: null,
  evidence: null,
  ...NO_LEGACY_EVIDENCE,
  generatedMessage: '',
  messageVariant: 0,
  analyzer: null,
  analyzerNote: null,
  error: null,
  completedAt: null,
  requirementsVersion: null,
};

/** The fresh state of a run: what a new run of a pair resets. */
const freshRun = (run: NewRun, now: Date) => ({
  ...NEW_RUN_STATE,
  runId: run.runId,
  requestedBy: run.requestedBy,
  batchId: run.batchId,
  candidateName: run.candidateName,
  jobTitle: run.jobTitle,
  createdAt: now,
  updatedAt: now,
});

/**
 * Starts a run of a pair: creates its row, or resets the existing one to `queued` under the new
 * run id. A pair whose run is still in flight (and has moved since `unlessBusySince`) is left
 * alone and nothing is returned, so a double click cannot start two runs.
 */
export async function startRun(
  db: MatchingDb,
  ownerId: WorkspaceId,
  run: NewRun,
  { unlessBusySince }: { unlessBusySince: Date },
): Promise<AnalysisRow | undefined> {
  const values: Record<StartRunValue, unknown> = {
    ...run,
    ownerId,
    now: new Date(),
    busySince: unlessBusySince,
  };
  const [row] = await startRunStatement(db).execute(values);
  return row && analysisRow(row);
}

type StartRunValue = keyof NewRun | 'ownerId' | 'now' | 'busySince';

// Every single analysis starts here: built once (statementPerDatabase), its values bound per call.
const startRunStatement = statementPerDatabase((db: MatchingDb) => {
  const value = (name: StartRunValue) => sql.placeholder(name);
  return db
    .insert(analyses)
    .values({
      ...NEW_RUN_STATE,
      ownerId: value('ownerId'),
      candidateId: value('candidateId'),
      jobId: value('jobId'),
      runId: value('runId'),
      requestedBy: value('requestedBy'),
      batchId: value('batchId'),
      candidateName: value('candidateName'),
      jobTitle: value('jobTitle'),
      createdAt: value('now'),
      updatedAt: value('now'),
    })
    .onConflictDoUpdate({
      target: [analyses.ownerId, analyses.candidateId, analyses.jobId],
      set: RESET_TO_NEW_RUN,
      setWhere: or(inArray(analyses.status, FINISHED), lt(analyses.updatedAt, value('busySince'))),
    })
    .returning()
    .prepare('matching_start_run');
});

/** What a new run of an existing pair resets (freshRun's fields), from the row it would insert. */
const RESET_TO_NEW_RUN = {
  ...NEW_RUN_STATE,
  runId: sql`excluded.run_id`,
  requestedBy: sql`excluded.requested_by`,
  batchId: sql`excluded.batch_id`,
  candidateName: sql`excluded.candidate_name`,
  jobTitle: sql`excluded.job_title`,
  createdAt: sql`excluded.created_at`,
  updatedAt: sql`excluded.updated_at`,
};

/** What a batch needs of each run it started: to queue it and to list it. */
export type StartedRun = Pick<
  AnalysisRow,
  'id' | 'runId' | 'candidateId' | 'jobId' | 'requestedBy' | 'candidateName'
>;

/**
 * Starts many runs at once (a batch); an in-flight run of the same pair is replaced. Only what
 * the batch needs comes back, not every column of a thousand fresh rows.
 */
export async function startRuns(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runs: NewRun[],
): Promise<StartedRun[]> {
  if (!runs.length) return [];
  const now = new Date();
  return db
    .insert(analyses)
    .values(
      runs.map((run) => ({
        ownerId,
        candidateId: run.candidateId,
        jobId: run.jobId,
        ...freshRun(run, now),
      })),
    )
    .onConflictDoUpdate({
      target: [analyses.ownerId, analyses.candidateId, analyses.jobId],
      set: RESET_TO_NEW_RUN,
    })
    .returning({
      id: analyses.id,
      runId: analyses.runId,
      candidateId: analyses.candidateId,
      jobId: analyses.jobId,
      requestedBy: analyses.requestedBy,
      candidateName: analyses.candidateName,
    });
}
/** The owner's run `runId` while it is unfinished: a replaced or finished run is never touched. */
const unfinishedRun = (ownerId: WorkspaceId | Placeholder, runId: string | Placeholder) =>
  and(
    eq(analyses.ownerId, ownerId),
    eq(analyses.runId, runId),
    notInArray(analyses.status, FINISHED),
  );

/** Moves a run to a stage; false when the run was replaced or has finished meanwhile. */
export async function setRunStage(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runId: string,
  status: AnalysisStatus,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set({ status, updatedAt: new Date() })
    .where(unfinishedRun(ownerId, runId))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

export interface RunResult {
  matchPercentage: number;
  topSkills: string[];
  missingSkills: string[];
  breakdown: BreakdownComponent[];
  generatedMessage: string;
  analyzer: 'engine' | 'llm';
  analyzerNote: string | null;
  candidateName: string;
  jobTitle: string;
  requirementsVersion: number | null;
}

/** What the audit record of a score says beyond the run it belongs to (audit/score-event.ts). */
export type ScoreRecord = Required<
  Pick<
    NewAuditEvent,
    | 'candidateSha256'
    | 'jobSha256'
    | 'requirementsVersion'
    | 'engineVersion'
    | 'analyzer'
    | 'matchPercentage'
    | 'band'
  >
>;

/**
 * Stores a run's result and the score's audit record once, in one statement (a data-modifying
 * CTE), so a single analysis's result costs one round trip to PostgreSQL, not a transaction's
 * four, and the two still land together or not at all: a run replaced or finished meanwhile
 * writes neither (undefined).
 */
export async function completeRunRecorded(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runId: string,
  result: RunResult,
  record: ScoreRecord,
): Promise<AnalysisRow | undefined> {
  const { breakdown, topSkills, missingSkills, ...rest } = result;
  const values: Record<CompleteRunValue, unknown> = {
    ...rest,
    evidence: storedEvidence({ breakdown, topSkills, missingSkills }),
    ownerId,
    runId,
    now: new Date(),
    recordCandidateSha256: record.candidateSha256,
    recordJobSha256: record.jobSha256,
    recordRequirementsVersion: record.requirementsVersion,
    recordEngineVersion: record.engineVersion,
    recordAnalyzer: record.analyzer,
    recordMatchPercentage: record.matchPercentage,
    recordBand: record.band,
  };
  const [row] = await completeRunStatement(db).execute(values);
  return row && analysisRow(row);
}

type CompleteRunValue =
  ResultColumn | 'ownerId' | 'runId' | 'now' | `record${Capitalize<keyof ScoreRecord>}`;

/** A result's fields as columns: its breakdown and skills are one, the packed evidence. */
type ResultColumn = Exclude<keyof RunResult, keyof AnalysisEvidence> | 'evidence';

// Every single analysis ends here: built once (statementPerDatabase), its values bound per call.
const completeRunStatement = statementPerDatabase((db: MatchingDb) => {
  const value = (name: CompleteRunValue) => sql.placeholder(name);
  // A value written to a column goes through the column's encoding (JSON, packed evidence, time).
  const valueOf = (name: CompleteRunValue, column: AnyPgColumn) =>
    sql`${new Param(value(name), column)}`;
  // Every field of a result (a field added to RunResult does not compile until it is written).
  const result = {
    matchPercentage: valueOf('matchPercentage', analyses.matchPercentage),
    evidence: valueOf('evidence', analyses.evidence),
    generatedMessage: valueOf('generatedMessage', analyses.generatedMessage),
    analyzer: valueOf('analyzer', analyses.analyzer),
    analyzerNote: valueOf('analyzerNote', analyses.analyzerNote),
    candidateName: valueOf('candidateName', analyses.candidateName),
    jobTitle: valueOf('jobTitle', analyses.jobTitle),
    requirementsVersion: valueOf('requirementsVersion', analyses.requirementsVersion),
  } satisfies Record<ResultColumn, SQL>;
  const done = db.$with('done').as(
    db
      .update(analyses)
      .set({
        ...result,
        ...NO_LEGACY_EVIDENCE,
        engineVersion: ENGINE_VERSION,
        status: 'completed',
        error: null,
        completedAt: valueOf('now', analyses.completedAt),
        updatedAt: valueOf('now', analyses.updatedAt),
      })
      .where(unfinishedRun(value('ownerId'), value('runId')))
      .returning(),
  );
  const recorded = db.$with('recorded').as(
    db
      .insert(auditEvents)
      .select(
        db
          .select({
            // Every column of the trail in its order (Drizzle's insert-select asks for that); the
            // run's own fields come from the row just written, as scoredEvent takes them.
            id: sql`gen_random_uuid()`.as('id'),
            ownerId: done.ownerId,
            jobId: done.jobId,
            candidateId: done.candidateId,
            kind: sql`'analysis.scored'`.as('kind'),
            // The member who asked for the run, as scoredEvent takes it.
            actorId: sql`coalesce(${done.requestedBy}, ${done.ownerId})`.as('actor_id'),
            occurredAt: sql`now()`.as('occurred_at'),
            analysisId: done.id,
            runId: done.runId,
            batchId: done.batchId,
            requestedAt: done.createdAt,
            candidateSha256: sql`${value('recordCandidateSha256')}::text`.as('candidate_sha256'),
            jobSha256: sql`${value('recordJobSha256')}::text`.as('job_sha256'),
            requirementsVersion: sql`${value('recordRequirementsVersion')}::integer`.as(
              'requirements_version',
            ),
            engineVersion: sql`${value('recordEngineVersion')}::text`.as('engine_version'),
            analyzer: sql`${value('recordAnalyzer')}::text`.as('analyzer'),
            matchPercentage: sql`${value('recordMatchPercentage')}::integer`.as('match_percentage'),
            band: sql`${value('recordBand')}::text`.as('band'),
            decision: sql`null::text`.as('decision'),
            reason: sql`null::text`.as('reason'),
            detail: sql`null::text`.as('detail'),
          })
          .from(done),
      )
      .returning({ id: auditEvents.id }),
  );
  return db.with(done, recorded).select().from(done).prepare('matching_complete_run');
});

/** Marks a run failed once; undefined when it was replaced or had finished already. */
export async function failRun(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runId: string,
  error: string,
): Promise<AnalysisRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(analyses)
    .set({ status: 'failed', error, completedAt: now, updatedAt: now })
    .where(unfinishedRun(ownerId, runId))
    .returning();
  return row && analysisRow(row);
}

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

/** What a re-score replaces: the score and what explains it, not the run or its stage. */
export type RescoreResult = Omit<RunResult, 'candidateName' | 'jobTitle'> & {
  /** Kept when an engine upgrade is re-scored, to show old and new side by side. */
  previousResult?: PreviousResult;
};

/**
 * Replaces a finished analysis's score in place (status stays completed, so the old score is
 * shown until the new one lands); only while the run that was re-scored is still the pair's
 * current, completed run. Undefined otherwise: a rerun meanwhile scores with the new reading anyway.
 */
export async function rescoreRun(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runId: string,
  result: RescoreResult,
): Promise<AnalysisRow | undefined> {
  const { breakdown, topSkills, missingSkills, ...rest } = result;
  const [row] = await db
    .update(analyses)
    .set({
      ...rest,
      evidence: storedEvidence({ breakdown, topSkills, missingSkills }),
      ...NO_LEGACY_EVIDENCE,
      engineVersion: ENGINE_VERSION,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        eq(analyses.runId, runId),
        eq(analyses.status, 'completed'),
      ),
    )
    .returning();
  return row && analysisRow(row);
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
): Promise<Pick<AnalysisRow, 'id'>[]> {
  if (!isUuid(jobId)) return [];
  return db
    .select({ id: analyses.id })
    .from(analyses)
    .where(
      and(eq(analyses.ownerId, ownerId), eq(analyses.jobId, jobId), ne(analyses.status, 'failed')),
    );
}
