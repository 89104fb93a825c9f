import { analysisRunJob, type AnalysisRunJob, type AnalysisStatus } from '@shortlist/contracts';
import { isAppError, type WorkspaceId } from '@shortlist/kit';
import type { Redis } from 'ioredis';
import type { Analyzer, AnalyzerResult } from '../analyzers';
import { billedUserOf, refundQuietly } from '../analyses/refund';
import { failRun, findRun, FINISHED, setRunStage } from '../analyses-store';
import { failedEvent } from '../audit/score-event';
import { recordAuditEvents } from '../audit/trail';
import { recordBatchProgress } from '../batches/progress';
import { decisionOfPair } from '../decisions/decisions';
import type { CoreDeps } from '../deps';
import { blindView } from '../oversight/blind';
import { announceEach, scorePairs } from '../scoring/score-pairs';

export interface RunDeps extends CoreDeps {
  analyzer: Analyzer;
  redis: Redis;
  /** Test hook (refused in production): a pause in the scoring stage. */
  testDelayMs: number;
}

/** Thrown when a run cannot succeed however often it is tried (a document was deleted). */
export class PermanentFailure extends Error {}

export type RunOutcome =
  | { kind: 'completed'; analyzer: AnalyzerResult['analyzer'] }
  /** The pair was re-run meanwhile, or this run had already finished: nothing to do. */
  | { kind: 'skipped' };

/**
 * Runs one analysis: load both documents, analyze, write the message, store the result and tell
 * the owner at each stage. Every write is conditional on this run still being the pair's current,
 * unfinished run, so a retry after a crash, or a late worker of a replaced run, changes nothing.
 */
export async function runAnalysis(deps: RunDeps, payload: AnalysisRunJob): Promise<RunOutcome> {
  const data = analysisRunJob.parse(payload);
  const { db, documents, notifier } = deps;
  const { ownerId, runId } = data;
  const tell = (status: AnalysisStatus) =>
    notifier.emit(ownerId, 'analysis:progress', {
      analysisId: data.analysisId,
      candidateId: data.candidateId,
      jobId: data.jobId,
      status,
      batchId: data.batchId,
    });
  const stage = async (status: AnalysisStatus) => {
    const moved = await setRunStage(db, ownerId, runId, status);
    if (moved) tell(status);
    return moved;
  };

  let pair: Awaited<ReturnType<RunDeps['documents']['getPair']>>;
  let view: Awaited<ReturnType<typeof blindView>>;
  let decision: Awaited<ReturnType<typeof decisionOfPair>>;
  // The stages before the result are shown live but not stored: with the engine a run takes tens
  // of milliseconds, and each stored stage was a round trip and a dead row version per analysis
  // (issue #16). The result's write checks the run is still current, so a run replaced or
  // finished meanwhile (a retry after a crash) stores nothing and is skipped there. Only the
  // LLM's `scoring` is stored and waited for: it lasts seconds, and a replaced run must not pay
  // for a call.
  tell('extracting');
  try {
    [pair, view, decision] = await Promise.all([
      documents.getPair(ownerId, data.candidateId, data.jobId),
      blindView(db, ownerId, data.jobId),
      // A re-run keeps the recruiter's decision: the completed event carries it, as GET does.
      decisionOfPair(db, ownerId, data.jobId, data.candidateId),
    ]);
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') {
      // A replaced or finished run is skipped (its match given back if replaced), not failed.
      const current = await findRun(db, ownerId, runId);
      if (!current || FINISHED.includes(current.status)) return skip(deps, data);
      throw new PermanentFailure('The candidate or the job description was deleted.');
    }
    throw err;
  }

  if (deps.analyzer.kind === 'engine') tell('scoring');
  else if (!(await stage('scoring'))) return skip(deps, data);
  if (deps.testDelayMs > 0) await new Promise((r) => setTimeout(r, deps.testDelayMs));
  // The one scoring path: the score and its audit record are stored together, so a retry finds
  // the run finished and writes neither again (exactly one record per score).
  const scoring = {
    ownerId,
    mode: 'run' as const,
    job: pair.job,
    view,
    // Shown live but not stored: writing the message takes well under a millisecond.
    onMessage: () => tell('writing-message'),
    pairs: [{ runId, candidate: pair.candidate, messageVariant: 0 }],
  };
  const { stored, failure } = await scorePairs(deps, scoring);
  if (failure) throw failure;
  const [row] = stored;
  if (!row) return skip(deps, data);
  announceEach(deps, scoring, stored, new Map([[data.candidateId, decision]]));
  if (data.batchId) {
    await recordBatchProgress(deps, { ...batchItem(data), outcome: 'done' });
  }
  return { kind: 'completed', analyzer: row.analyzer ?? deps.analyzer.kind };
}

/**
 * The run is not the pair's current unfinished run. If it was replaced by a newer run, its match
 * bought nothing and is given back; if it had finished (a retry after a crash), nothing changes.
 * Either way a batch item of this run is counted, so the batch can complete.
 */
async function skip(deps: RunDeps, data: AnalysisRunJob): Promise<RunOutcome> {
  const outcome = await settleSkippedRun(deps, data, data.runId);
  if (data.batchId) await recordBatchProgress(deps, { ...batchItem(data), outcome });
  return { kind: 'skipped' };
}

/** Gives back the match of a replaced run; says how its batch item counts. */
export async function settleSkippedRun(
  deps: RunDeps,
  owner: { ownerId: WorkspaceId; billedUserId?: string },
  runId: string,
): Promise<'done' | 'failed'> {
  const current = await findRun(deps.db, owner.ownerId, runId);
  if (!current) await refundQuietly(deps, billedUserOf(owner), runId);
  return current?.status === 'failed' ? 'failed' : 'done';
}

const batchItem = (data: AnalysisRunJob) => ({
  ownerId: data.ownerId,
  batchId: data.batchId ?? '',
  candidateId: data.candidateId,
});

/**
 * The run failed for good (its last attempt, or a permanent failure): refund the match, mark it
 * failed with a message a recruiter can act on, and tell the owner. Safe to call twice.
 */
export async function failAnalysisForGood(
  deps: RunDeps,
  payload: AnalysisRunJob,
  err: unknown,
): Promise<void> {
  const data = analysisRunJob.parse(payload);
  const current = await findRun(deps.db, data.ownerId, data.runId);
  if (current && current.status !== 'completed' && current.status !== 'failed') {
    await refundQuietly(deps, billedUserOf(data), data.runId);
    const row = await deps.db.transaction(async (tx) => {
      const failed = await failRun(tx, data.ownerId, data.runId, humanMessage(err));
      if (failed) await recordAuditEvents(tx, [failedEvent(failed)]);
      return failed;
    });
    if (row) {
      deps.notifier.emit(data.ownerId, 'analysis:failed', {
        analysisId: row.id,
        candidateId: row.candidateId,
        jobId: row.jobId,
        error: row.error ?? humanMessage(err),
        batchId: data.batchId,
      });
    }
  }
  if (data.batchId) {
    await recordBatchProgress(deps, { ...batchItem(data), outcome: 'failed' });
  }
}

export function humanMessage(err: unknown): string {
  const refunded = 'Your daily match was not used.';
  if (err instanceof PermanentFailure) return `${err.message} ${refunded}`;
  if (isAppError(err) && err.code === 'service_unavailable') {
    return `The analysis could not be completed because a service was unavailable. ${refunded} Please try again.`;
  }
  return `The analysis could not be completed. ${refunded} Please try again.`;
}
