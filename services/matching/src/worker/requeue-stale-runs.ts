import { storedWorkspaceId, type Logger, type WorkspaceId } from '@shortlist/kit';
import { batchChunkJobId } from '@shortlist/contracts';
import { unfinishedRunsSince } from '../analyses-store';
import { findBatch } from '../batches/store';
import { batchChunkSize } from '../batches/start-batch';
import type { AnalysisProducer } from '../queue';
import { billedUserOf } from '../analyses/refund';
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
  const chunksAlive = new Map<string, Promise<boolean>>();
  for (const row of rows) {
    // A batch run waits in its chunk's job, not one of its own: leave it to a chunk still queued.
    if (row.batchId) {
      const batchId = row.batchId;
      let alive = chunksAlive.get(batchId);
      if (!alive) {
        alive = anyChunkAlive(deps, storedWorkspaceId(row.ownerId), batchId);
        chunksAlive.set(batchId, alive);
      }
      if (await alive) continue;
    }
    const data = {
      analysisId: row.id,
      runId: row.runId,
      ownerId: storedWorkspaceId(row.ownerId),
      billedUserId: billedUserOf({ billedUserId: row.requestedBy, ownerId: row.ownerId }),
      candidateId: row.candidateId,
      jobId: row.jobId,
      batchId: row.batchId,
    };
    const job = await deps.producer.queue.getJob(row.runId);
    const state = job ? await job.getState() : 'missing';
    if (state === 'missing' || state === 'unknown') {
      await deps.producer.add({ name: 'analysis.run', queueJobId: row.runId, data });
      requeued++;
    } else if (state === 'failed') {
      await failAnalysisForGood(deps, data, new Error(job?.failedReason ?? 'failed'));
      failed++;
    }
  }
  return { requeued, failed };
}

const ALIVE = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'paused',
]);

/**
 * Whether a chunk job of the batch is still to run. The chunk count is worked out as the batch was
 * split; should the split have changed since (a new BATCH_CHUNK_SIZE), the worst case is a run
 * re-queued on its own as well, which its run id makes harmless: only one result is ever stored.
 */
async function anyChunkAlive(
  deps: RunDeps & { producer: AnalysisProducer },
  ownerId: WorkspaceId,
  batchId: string,
): Promise<boolean> {
  const batch = await findBatch(deps.db, ownerId, batchId);
  if (!batch) return false;
  const size = batchChunkSize(deps.config, batch.total);
  if (size <= 1) return false;
  const chunks = Math.ceil(batch.total / size);
  for (let index = 0; index < chunks; index++) {
    const job = await deps.producer.queue.getJob(batchChunkJobId(batchId, index));
    if (job && ALIVE.has(await job.getState())) return true;
  }
  return false;
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
