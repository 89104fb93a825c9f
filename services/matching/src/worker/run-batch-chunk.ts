import {
  analysisBatchChunkJob,
  type AnalysisBatchChunkJob,
  type AnalysisRunJob,
  type BatchChunkRun,
  type InternalCandidateResponse,
  type InternalJobResponse,
} from '@shortlist/contracts';
import { isAppError } from '@shortlist/kit';
import { unfinishedRuns } from '../analyses-store';
import { recordBatchChunkProgress } from '../batches/progress';
import { blindView } from '../oversight/blind';
import { cachedJob } from '../scoring/cached-job';
import { scorePairs } from '../scoring/score-pairs';
import {
  failAnalysisForGood,
  PermanentFailure,
  settleSkippedRun,
  type RunDeps,
} from './run-analysis';

export interface ChunkOutcome {
  completed: number;
  skipped: number;
  failed: number;
}

type Outcome = { candidateId: string; outcome: 'done' | 'failed' };

/**
 * Scores a chunk of a batch: the chunk's unfinished runs are read in one statement, the job
 * profile comes from a per-process cache (read once per batch), the candidates' profiles in one
 * call; the results are written in one statement and announced in one `batch:completed` event,
 * and the batch's counts move once, with at most one progress event. Each run keeps the single
 * path's guarantees: it is written only while it is the pair's current unfinished run, so a
 * retried chunk neither repeats nor loses a result. A transient failure of one candidate still
 * stores the others, then fails the job to retry it.
 */
export async function runBatchChunk(
  deps: RunDeps,
  payload: AnalysisBatchChunkJob,
): Promise<ChunkOutcome> {
  const data = analysisBatchChunkJob.parse(payload);
  const { ownerId, batchId } = data;
  const owned = await unfinishedRuns(
    deps.db,
    ownerId,
    data.runs.map((r) => r.runId),
  );
  const settled: Outcome[] = [];
  // Runs replaced or finished before this attempt (a retry after a crash): counted, not redone.
  for (const run of data.runs.filter((r) => !owned.has(r.runId))) {
    settled.push({
      candidateId: run.candidateId,
      outcome: await settleSkippedRun(deps, data, run.runId),
    });
  }
  const runs = data.runs.filter((r) => owned.has(r.runId));
  let failedForGood = 0;
  let transient: unknown;
  if (runs.length) {
    const loaded = await loadDocuments(deps, data, runs);
    if ('gone' in loaded) {
      await failForGood(deps, data, runs, loaded.gone);
      failedForGood = runs.length;
    } else {
      const { job, candidates } = loaded;
      const view = await blindView(deps.db, ownerId, data.jobId);
      if (deps.testDelayMs > 0) await new Promise((r) => setTimeout(r, deps.testDelayMs));
      const missing = runs.filter((run) => !candidates.has(run.candidateId));
      // The one scoring path, batched: one statement stores the chunk's results and their audit
      // records (issue #30.1: batches of 9+ once wrote none).
      const pairs = runs
        .filter((run) => candidates.has(run.candidateId))
        .map((run) => ({
          runId: run.runId,
          candidate: candidates.get(run.candidateId)!,
          messageVariant: 0,
        }));
      const {
        stored: rows,
        replaced,
        failure,
      } = await scorePairs(deps, {
        ownerId,
        mode: 'run',
        job,
        view,
        pairs,
      });
      transient = failure;
      // One event for the chunk's results, not one per candidate (issue #16): the batch page and
      // any open page of a pair ask for what changed. Ids only: nothing a blind view would mask.
      if (rows.length) {
        deps.notifier.emit(ownerId, 'batch:completed', {
          batchId,
          jobId: data.jobId,
          candidateIds: rows.map((row) => row.candidateId),
        });
      }
      for (const row of rows) {
        settled.push({ candidateId: row.candidateId, outcome: 'done' });
      }
      // Scored but replaced while this chunk scored them: the newer run owns the pair. (A pair
      // whose analyser failed is left unfinished for the retry.)
      for (const run of runs.filter((r) => replaced.includes(r.runId))) {
        settled.push({
          candidateId: run.candidateId,
          outcome: await settleSkippedRun(deps, data, run.runId),
        });
      }
      const deleted = new PermanentFailure('The candidate or the job description was deleted.');
      await failForGood(deps, data, missing, deleted);
      failedForGood = missing.length;
    }
  }
  await recordBatchChunkProgress(deps, { ownerId, batchId, items: settled });
  if (transient) throw transient;
  return {
    completed: settled.filter((s) => s.outcome === 'done').length,
    skipped: data.runs.length - runs.length,
    failed: failedForGood,
  };
}

/** The job's profile (once per batch per process) and the chunk's candidates (one call). */
async function loadDocuments(
  deps: RunDeps,
  data: AnalysisBatchChunkJob,
  runs: BatchChunkRun[],
): Promise<
  | { job: InternalJobResponse; candidates: Map<string, InternalCandidateResponse> }
  | { gone: PermanentFailure }
> {
  try {
    const [job, found] = await Promise.all([
      batchJob(deps, data),
      deps.documents.getCandidates(
        data.ownerId,
        runs.map((r) => r.candidateId),
      ),
    ]);
    return { job, candidates: new Map(found.map((c) => [c.candidate.id, c])) };
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') {
      return { gone: new PermanentFailure('The candidate or the job description was deleted.') };
    }
    throw err;
  }
}

/** A batch's job profile, shared by its chunks in this process. */
function batchJob(deps: RunDeps, data: AnalysisBatchChunkJob): Promise<InternalJobResponse> {
  return cachedJob(deps, data.ownerId, data.jobId, data.batchId);
}

/** One run of the chunk as the single path's payload, for the single path's failure handling. */
export const runJobOf = (data: AnalysisBatchChunkJob, run: BatchChunkRun): AnalysisRunJob => ({
  analysisId: run.analysisId,
  runId: run.runId,
  ownerId: data.ownerId,
  billedUserId: data.billedUserId,
  candidateId: run.candidateId,
  jobId: data.jobId,
  batchId: data.batchId,
  requestId: data.requestId,
});

/** Fails these runs for good (refund, `failed`, event, batch count), each as the single path does. */
export async function failForGood(
  deps: RunDeps,
  data: AnalysisBatchChunkJob,
  runs: BatchChunkRun[],
  err: unknown,
): Promise<void> {
  for (const run of runs) await failAnalysisForGood(deps, runJobOf(data, run), err);
}
