import { analysisRescoreJob, type AnalysisRescoreJob } from '@shortlist/contracts';
import { isAppError } from '@shortlist/kit';
import { outreachMessage } from '../analyzers';
import { presentAnalysis } from '../analyses/present';
import { findAnalysis } from '../analyses/store';
import { rescoreRun } from '../analyses/runs';
import { scoredEvent } from '../audit/score-event';
import { recordAuditEvents } from '../audit/trail';
import { analyzeOptions, blindView } from '../oversight/blind';
import { previousOf, scoredByOtherEngine } from '../oversight/engine-rescore';
import { blindAnalysis } from '../oversight/present-blind';
import type { RunDeps } from './run-analysis';

/** A re-score asked for while the analysis is still running: the queue retries it later. */
export class StillRunning extends Error {
  constructor() {
    super('The analysis is still running; it is re-scored once it has finished.');
  }
}

/**
 * How long a re-score waits before it looks again at a run still going: as long as it has waited
 * so far (at least `backoffMs`, at most ten minutes), so the looks double apart. An edit during a
 * long batch or a rate-limited LLM batch queues one re-score per unfinished run; looking every
 * `backoffMs` would be thousands of reads a second for as long as the batch runs.
 */
export function stillRunningDelay(waitedMs: number, backoffMs: number): number {
  return Math.min(Math.max(waitedMs, backoffMs), MAX_STILL_RUNNING_DELAY_MS);
}

const MAX_STILL_RUNNING_DELAY_MS = 10 * 60_000;

export type RescoreOutcome = { kind: 'rescored'; version: number | null } | { kind: 'skipped' };

/**
 * Scores a finished analysis again with its job's current reading, in place: it keeps its id and
 * its run, consumes no daily match, and shows its previous score until the new one is stored. The
 * owner's open pages get `analysis:completed` with the new score.
 */
export async function rescoreAnalysis(
  deps: RunDeps,
  payload: AnalysisRescoreJob,
): Promise<RescoreOutcome> {
  const data = analysisRescoreJob.parse(payload);
  const { db, documents, notifier } = deps;
  const { ownerId } = data;
  const row = await findAnalysis(db, ownerId, data.analysisId);
  // Failed, or gone: there is no score to change.
  if (!row || row.status === 'failed') return { kind: 'skipped' };
  // Unfinished: it may have read the job before the edit (a run shows `queued` until its result;
  // a batch reads its job once). Tried again (with the queue's backoff) once it has finished;
  // then its recorded version tells whether it needs scoring again.
  if (row.status !== 'completed') throw new StillRunning();
  if (data.engine) {
    // After an engine upgrade: only a score from another engine needs it (a retry finds it done).
    if (!scoredByOtherEngine(row)) return { kind: 'skipped' };
  } else if ((row.requirementsVersion ?? 0) >= data.requirementsVersion) {
    // Already scored by this version or a newer one (two quick edits; a retry).
    return { kind: 'skipped' };
  }

  let loaded;
  try {
    loaded = await Promise.all([
      documents.getCandidate(ownerId, row.candidateId),
      documents.getJob(ownerId, row.jobId),
    ]);
  } catch (err) {
    // A deleted document: the analysis keeps the score it had; there is nothing to score with.
    if (isAppError(err) && err.code === 'not_found') return { kind: 'skipped' };
    throw err;
  }
  const [candidate, job] = loaded;
  const view = await blindView(db, ownerId, row.jobId);
  const result = await deps.analyzer.analyze(
    job.profile,
    candidate.profile,
    analyzeOptions(view, candidate.candidate),
  );
  const generatedMessage = outreachMessage(
    job.profile,
    candidate.profile,
    result,
    row.messageVariant,
  );
  const version = job.profile.model?.version ?? null;
  const updated = await db.transaction(async (tx) => {
    const done = await rescoreRun(tx, ownerId, row.runId, {
      ...result,
      generatedMessage,
      requirementsVersion: version,
      ...(data.engine && { previousResult: previousOf(row) }),
    });
    // A new engine's score is a new score: it gets its own audit record.
    if (done && data.engine) {
      const inputs = { job: job.job, jobProfile: job.profile, candidate: candidate.candidate };
      await recordAuditEvents(tx, [scoredEvent(done, inputs, result, deps.analyzer.model)]);
    }
    return done;
  });
  if (!updated) return { kind: 'skipped' };
  notifier.emit(ownerId, 'analysis:completed', {
    analysis: blindAnalysis(
      presentAnalysis(updated, { candidate: candidate.candidate, job: job.job }),
      view,
    ),
  });
  return { kind: 'rescored', version };
}
