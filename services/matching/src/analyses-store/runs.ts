import { statementPerDatabase, type WorkspaceId } from '@shortlist/kit';
import type { AnalysisStatus } from '@shortlist/contracts';
import { and, eq, inArray, lt, notInArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { AnalyzerResult } from '../analyzers';
import type { MatchingDb } from '../db';
import { analysisRow, NO_LEGACY_EVIDENCE, type SelectedOf } from '../db/analysis-row';
import { analyses, type AnalysisRow } from '../db/schema';

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
const STARTED_RUN = {
  id: analyses.id,
  runId: analyses.runId,
  candidateId: analyses.candidateId,
  jobId: analyses.jobId,
  requestedBy: analyses.requestedBy,
  candidateName: analyses.candidateName,
};
export type StartedRun = SelectedOf<typeof STARTED_RUN>;

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
    .returning(STARTED_RUN);
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

/** What a finished run stores: the analyzer's result, its message and the pair's names. */
export interface RunResult extends AnalyzerResult {
  generatedMessage: string;
  candidateName: string;
  jobTitle: string;
  requirementsVersion: number | null;
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
  return row && analysisRow(row);
}
