import { analysisRescoreJob, type AnalysisRescoreJob } from '@shortlist/contracts';
import { isAppError } from '@shortlist/kit';
import { outreachMessage } from '../analyzers';
import { presentAnalysis } from '../analyses/present';
import { findAnalysis } from '../analyses/repository';
import { rescoreRun } from '../analyses/runs';
import type { RunDeps } from './run-analysis';

/** A re-score asked for while the analysis is still running: the queue retries it later. */
export class StillRunning extends Error {
  constructor() {
    super('The analysis is still running; it is re-scored once it has finished.');
  }
}

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
  // Queued: it reads the job after the edit. Failed, or gone: there is no score to change.
  if (!row || row.status === 'queued' || row.status === 'failed') return { kind: 'skipped' };
  // In flight: it may have read the job before the edit. Tried again (with the queue's backoff)
  // once it has finished; then its recorded version tells whether it needs scoring again.
  if (row.status !== 'completed') throw new StillRunning();
  // Already scored by this version or a newer one (two quick edits; a retry).
  if ((row.requirementsVersion ?? 0) >= data.requirementsVersion) return { kind: 'skipped' };

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
  const result = await deps.analyzer.analyze(job.profile, candidate.profile);
  const generatedMessage = outreachMessage(
    job.profile,
    candidate.profile,
    result,
    row.messageVariant,
  );
  const version = job.profile.model?.version ?? null;
  const updated = await rescoreRun(db, ownerId, row.runId, {
    ...result,
    generatedMessage,
    requirementsVersion: version,
  });
  if (!updated) return { kind: 'skipped' };
  notifier.emit(ownerId, 'analysis:completed', {
    analysis: presentAnalysis(updated, { candidate: candidate.candidate, job: job.job }),
  });
  return { kind: 'rescored', version };
}
