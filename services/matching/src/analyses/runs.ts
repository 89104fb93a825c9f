import type { WorkspaceId } from '@shortlist/kit';
import { ENGINE_VERSION } from '@shortlist/matcher';
import type { AnalysisStatus, BreakdownComponent, PreviousResult } from '@shortlist/contracts';
import { and, eq, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { analyses, auditEvents, type AnalysisRow, type NewAuditEvent } from '../db/schema';

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

/** The fresh state of a run: what a new run of a pair resets. */
const freshRun = (run: NewRun, now: Date) => ({
  runId: run.runId,
  requestedBy: run.requestedBy,
  batchId: run.batchId,
  status: 'queued' as const,
  matchPercentage: null,
  topSkills: [],
  missingSkills: [],
  breakdown: [],
  generatedMessage: '',
  messageVariant: 0,
  analyzer: null,
  analyzerNote: null,
  error: null,
  candidateName: run.candidateName,
  jobTitle: run.jobTitle,
  completedAt: null,
  requirementsVersion: null,
  createdAt: now,
  updatedAt: now,
});

/**
 * Starts a run of a pair: creates its row, or resets the existing one to `queued` under the new
 * run id. With `unlessBusySince`, a pair whose run is still in flight (and has moved since that
 * time) is left alone and nothing is returned, so a double click cannot start two runs.
 */
export async function startRun(
  db: MatchingDb,
  ownerId: WorkspaceId,
  run: NewRun,
  options: { unlessBusySince?: Date } = {},
): Promise<AnalysisRow | undefined> {
  const now = new Date();
  const values = { ownerId, candidateId: run.candidateId, jobId: run.jobId, ...freshRun(run, now) };
  const since = options.unlessBusySince;
  const [row] = await db
    .insert(analyses)
    .values(values)
    .onConflictDoUpdate({
      target: [analyses.ownerId, analyses.candidateId, analyses.jobId],
      set: freshRun(run, now),
      setWhere: since
        ? or(inArray(analyses.status, FINISHED), lt(analyses.updatedAt, since))
        : undefined,
    })
    .returning();
  return row;
}

/** Starts many runs at once (a batch); an in-flight run of the same pair is replaced. */
export async function startRuns(
  db: MatchingDb,
  ownerId: WorkspaceId,
  runs: NewRun[],
): Promise<AnalysisRow[]> {
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
      set: {
        runId: sql`excluded.run_id`,
        requestedBy: sql`excluded.requested_by`,
        batchId: sql`excluded.batch_id`,
        status: sql`excluded.status`,
        matchPercentage: null,
        topSkills: [],
        missingSkills: [],
        breakdown: [],
        generatedMessage: '',
        messageVariant: 0,
        analyzer: null,
        analyzerNote: null,
        error: null,
        candidateName: sql`excluded.candidate_name`,
        jobTitle: sql`excluded.job_title`,
        completedAt: null,
        requirementsVersion: null,
        createdAt: now,
        updatedAt: now,
      },
    })
    .returning();
}
/** The owner's run `runId` while it is unfinished: a replaced or finished run is never touched. */
const unfinishedRun = (ownerId: WorkspaceId, runId: string) =>
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
  const now = new Date();
  const done = db.$with('done').as(
    db
      .update(analyses)
      .set({
        ...result,
        engineVersion: ENGINE_VERSION,
        status: 'completed',
        error: null,
        completedAt: now,
        updatedAt: now,
      })
      .where(unfinishedRun(ownerId, runId))
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
            candidateSha256: sql`${record.candidateSha256}::text`.as('candidate_sha256'),
            jobSha256: sql`${record.jobSha256}::text`.as('job_sha256'),
            requirementsVersion: sql`${record.requirementsVersion}::integer`.as(
              'requirements_version',
            ),
            engineVersion: sql`${record.engineVersion}::text`.as('engine_version'),
            analyzer: sql`${record.analyzer}::text`.as('analyzer'),
            matchPercentage: sql`${record.matchPercentage}::integer`.as('match_percentage'),
            band: sql`${record.band}::text`.as('band'),
            decision: sql`null::text`.as('decision'),
            reason: sql`null::text`.as('reason'),
            detail: sql`null::text`.as('detail'),
          })
          .from(done),
      )
      .returning({ id: auditEvents.id }),
  );
  const [row] = await db.with(done, recorded).select().from(done);
  return row;
}

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
  return row;
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
    .limit(limit);
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
  const [row] = await db
    .update(analyses)
    .set({ ...result, engineVersion: ENGINE_VERSION, updatedAt: new Date() })
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        eq(analyses.runId, runId),
        eq(analyses.status, 'completed'),
      ),
    )
    .returning();
  return row;
}

/**
 * The owner's analyses of one job that an edit of its reading re-scores: the finished ones, and
 * every unfinished one, which may have read the job before the edit even while it still shows
 * `queued` (the engine's stages are not stored, and a batch reads its job once for all its
 * chunks); each is re-scored once it has finished, unless the reading it finished with is the
 * edit's. Failed ones have no score to change.
 */
export async function analysesToRescore(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<Pick<AnalysisRow, 'id'>[]> {
  return db
    .select({ id: analyses.id })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        eq(analyses.jobId, jobId),
        ne(analyses.status, 'failed'),
      ),
    );
}
