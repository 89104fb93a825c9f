import type { Logger } from '@shortlist/kit';
import { unfinishedRunsSince } from '../analyses/runs';
import type { AnalysisProducer } from '../queue';
import { failAnalysisForGood, type RunDeps } from './run-analysis';

const PER_SWEEP = 500;

/**
 * PostgreSQL is the record of what was asked for; Redis only carries the work. When the two
 * disagree — Redis restarted without its data, an enqueue was lost after the commit — a run stays
 * unfinished with no job behind it. This sweep finds runs that have not moved for a while and puts
 * their job back (the run id is the job id, so a job still in the queue is never added twice), or
 * settles a run whose job had failed for good without the run being marked.
 */
export async function requeueStaleRuns(
  deps: RunDeps & { producer: AnalysisProducer },
  options: { staleAfterMs: number; now?: Date },
): Promise<{ requeued: number; failed: number }> {
  const before = new Date((options.now ?? new Date()).getTime() - options.staleAfterMs);
  const rows = await unfinishedRunsSince(deps.db, before, PER_SWEEP);
  let requeued = 0;
  let failed = 0;
  for (const row of rows) {
    const data = {
      analysisId: row.id,
      runId: row.runId,
      ownerId: row.ownerId,
      candidateId: row.candidateId,
      jobId: row.jobId,
      batchId: row.batchId,
    };
    const job = await deps.producer.queue.getJob(row.runId);
    const state = job ? await job.getState() : 'missing';
    if (state === 'missing' || state === 'unknown') {
      await deps.producer.add({ name: 'analysis.run', jobId: row.runId, data });
      requeued++;
    } else if (state === 'failed') {
      await failAnalysisForGood(deps, data, new Error(job?.failedReason ?? 'failed'));
      failed++;
    }
  }
  return { requeued, failed };
}

/** Runs the sweep every `intervalMs` until stopped; a failed sweep (Redis away) waits for the next. */
export function scheduleRequeue(
  deps: RunDeps & { producer: AnalysisProducer },
  options: { intervalMs: number; staleAfterMs: number; logger: Logger },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A sweep slower than the interval is not started twice.
    running ??= requeueStaleRuns(deps, options)
      .then((result) => {
        if (result.requeued || result.failed) options.logger.warn(result, 'settled stale runs');
      })
      .catch((err) => options.logger.warn({ err }, 'stale-run sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
