import {
  analysisRescoreJob,
  type AnalysisRescoreJob,
  type InternalJobResponse,
} from '@shortlist/contracts';
import { isAppError, type WorkspaceId } from '@shortlist/kit';
import { analysesToRescore, findAnalysis, type RescoreTarget } from '../analyses-store';
import { decisionsOfJob } from '../decisions/decisions';
import type { AnalysisRow } from '../db/schema';
import { blindView } from '../oversight/blind';
import { previousOf, scoredByOtherEngine } from '../oversight/engine-rescore';
import { announceEach, scorePairs } from '../scoring/score-pairs';
import type { RunDeps } from './run-analysis';

/** A re-score that found analyses still running: the queue tries the task again later. */
export class StillRunning extends Error {
  constructor() {
    super('The analysis is still running; it is re-scored once it has finished.');
  }
}

/**
 * How long a re-score waits before it looks again at runs still going: as long as it has waited
 * so far (at least `backoffMs`, at most ten minutes), so the looks double apart. An edit during a
 * long batch or a rate-limited LLM batch must not read its analyses every `backoffMs` for as long
 * as the batch runs.
 */
export function stillRunningDelay(waitedMs: number, backoffMs: number): number {
  return Math.min(Math.max(waitedMs, backoffMs), MAX_STILL_RUNNING_DELAY_MS);
}

const MAX_STILL_RUNNING_DELAY_MS = 10 * 60_000;

/** Candidates read from documents per call and scores written per statement. */
const CHUNK = 50;

export type RescoreOutcome = { kind: 'rescored'; count: number } | { kind: 'skipped' };

/**
 * Scores analyses again in place (same id and run, no daily match; the previous score shows until
 * the new one is stored): every analysis of a job whose reading was edited, or one analysis after
 * an engine upgrade. The job is read ONCE per task, its candidates a chunk per call, and each
 * chunk's scores and audit records are one statement. Unfinished runs may have read the job before
 * the edit: once the finished ones are done, the task waits and looks again (StillRunning).
 */
export async function rescoreAnalysis(
  deps: RunDeps,
  payload: AnalysisRescoreJob,
): Promise<RescoreOutcome> {
  const data = analysisRescoreJob.parse(payload);
  const target = await targetOf(deps, data);
  if (!target) return { kind: 'skipped' };
  const { ownerId } = data;
  let job: InternalJobResponse;
  try {
    job = await deps.documents.getJob(ownerId, target.jobId);
  } catch (err) {
    // A deleted job: the analyses keep the scores they had; there is nothing to score with.
    if (isAppError(err) && err.code === 'not_found') return { kind: 'skipped' };
    throw err;
  }
  const version = job.profile.model?.version ?? 0;
  // Unfinished: it may have read the job before the edit (a run shows `queued` until its result;
  // a batch reads its job once). Looked at again once it has finished.
  const running = target.rows.some((row) => row.status !== 'completed');
  const due = data.engine
    ? // After an engine upgrade: only a score from another engine needs it (a retry finds it done).
      target.rows.filter(
        () => target.full?.status === 'completed' && scoredByOtherEngine(target.full),
      )
    : // Already scored by this version or a newer one: two quick edits, a retry.
      target.rows.filter(
        (row) => row.status === 'completed' && (row.requirementsVersion ?? 0) < version,
      );
  const view = await blindView(deps.db, ownerId, target.jobId);
  let count = 0;
  for (let i = 0; i < due.length; i += CHUNK) {
    count += await rescoreChunk(
      deps,
      { ownerId, job, view, full: target.full },
      due.slice(i, i + CHUNK),
    );
  }
  if (running) throw new StillRunning();
  return count ? { kind: 'rescored', count } : { kind: 'skipped' };
}

/** Which analyses the task is about; one analysis comes with its full row (its previous result). */
async function targetOf(
  deps: RunDeps,
  data: AnalysisRescoreJob,
): Promise<{ jobId: string; rows: RescoreTarget[]; full?: AnalysisRow } | undefined> {
  if (data.jobId) {
    return { jobId: data.jobId, rows: await analysesToRescore(deps.db, data.ownerId, data.jobId) };
  }
  const row = await findAnalysis(deps.db, data.ownerId, data.analysisId ?? '');
  // Failed, or gone: there is no score to change.
  if (!row || row.status === 'failed') return undefined;
  if (
    !data.engine &&
    row.status === 'completed' &&
    (row.requirementsVersion ?? 0) >= data.requirementsVersion
  ) {
    return undefined;
  }
  return { jobId: row.jobId, rows: [row], full: row };
}

async function rescoreChunk(
  deps: RunDeps,
  scope: {
    ownerId: WorkspaceId;
    job: InternalJobResponse;
    view: Awaited<ReturnType<typeof blindView>>;
    full?: AnalysisRow;
  },
  rows: RescoreTarget[],
): Promise<number> {
  const { ownerId, job, view } = scope;
  const ids = rows.map((row) => row.candidateId);
  const [candidates, decisions] = await Promise.all([
    deps.documents.getCandidates(ownerId, ids).catch((err: unknown) => {
      if (isAppError(err) && err.code === 'not_found') return [];
      throw err;
    }),
    decisionsOfJob(deps.db, ownerId, job.job.id, ids),
  ]);
  const byId = new Map(candidates.map((c) => [c.candidate.id, c]));
  const scoring = {
    ownerId,
    mode: 'rescore' as const,
    job,
    view,
    // A deleted candidate keeps the score it had: there is nothing to score with.
    pairs: rows
      .filter((row) => byId.has(row.candidateId))
      .map((row) => ({
        runId: row.runId,
        candidate: byId.get(row.candidateId)!,
        messageVariant: row.messageVariant,
        // A new engine's score keeps the earlier one beside it.
        ...(scope.full && { previousResult: previousOf(scope.full) }),
      })),
  };
  const { stored, failure } = await scorePairs(deps, scoring);
  announceEach(deps, scoring, stored, decisions);
  if (failure) throw failure;
  return stored.length;
}
