import {
  BULK_SCREENING_UPGRADE_MESSAGE,
  batchChunkJobId,
  type BatchRequest,
} from '@shortlist/contracts';
import { AppError, badRequest, currentRequestId, notFound, type WorkspaceId } from '@shortlist/kit';
import { randomUUID } from 'node:crypto';
import { refundQuietly } from '../analyses/refund';
import { failRun, type StartedRun } from '../analyses-store';
import type { BatchRow } from '../db/schema';
import type { CoreDeps } from '../deps';
import type { AnalysisProducer, QueueTask } from '../queue';
import { createBatch, settleBatchItem } from './store';

const ENQUEUE_SLICE = 500;
/** The most candidates one screening takes (as many keys as billing's ledger takes at once). */
const MAX_BATCH = 5000;

/**
 * Bulk screening (Pro): many candidates against one job. Each candidate is one analysis run and one
 * match in billing's ledger, all taken before anything is queued; the batch and its runs are
 * committed in one transaction; then the jobs go to the queue with addBulk.
 */
export async function startBatch(
  deps: CoreDeps & { producer: AnalysisProducer },
  ownerId: WorkspaceId,
  request: BatchRequest,
  /** The recruiter screening: the plan and the daily matches are theirs. */
  userId: string,
): Promise<{ batch: BatchRow; runs: StartedRun[] }> {
  const { documents, billing, db } = deps;
  const wanted = request.candidateIds === 'all' ? 'all' : [...new Set(request.candidateIds)];
  // Asked at once: three round trips in the time of one, before anything can be queued. The plan
  // is still answered first, so a free account hears "upgrade" whatever the ids it sent.
  const [plan, found, looked] = await Promise.allSettled([
    billing.plan(userId),
    documents.getJob(ownerId, request.jobId),
    documents.lookupCandidates(ownerId, wanted),
  ]);
  if (valueOf(plan) !== 'pro') {
    throw new AppError('upgrade_required', BULK_SCREENING_UPGRADE_MESSAGE);
  }
  const { job } = valueOf(found);
  const candidates = valueOf(looked);
  if (wanted !== 'all' && candidates.length < wanted.length) {
    throw notFound(wanted.length - candidates.length === 1 ? 'Candidate' : 'Some candidates');
  }
  if (!candidates.length) {
    throw badRequest('There are no candidates to screen yet. Upload resumes first.');
  }
  if (candidates.length > MAX_BATCH) {
    throw badRequest(`A screening can include at most ${MAX_BATCH} candidates.`);
  }

  const batchId = randomUUID();
  const runs = candidates.map((c) => ({
    candidateId: c.id,
    jobId: job.id,
    runId: randomUUID(),
    requestedBy: userId,
    batchId,
    candidateName: c.name,
    jobTitle: job.title,
  }));
  await billing.consumeMany(
    userId,
    runs.map((r) => r.runId),
  );

  let created: Awaited<ReturnType<typeof createBatch>>;
  try {
    created = await createBatch(db, ownerId, {
      id: batchId,
      jobId: job.id,
      jobTitle: job.title,
      runs,
    });
  } catch (err) {
    await Promise.all(runs.map((r) => refundQuietly(deps, userId, r.runId)));
    throw err;
  }

  const requestId = currentRequestId();
  const jobs = batchJobs(deps.config, ownerId, batchId, created.runs, requestId);
  for (let i = 0; i < jobs.length; i += ENQUEUE_SLICE) {
    try {
      await deps.producer.addBulk(jobs.slice(i, i + ENQUEUE_SLICE));
    } catch (err) {
      // The runs not queued would wait forever: fail them now and give their matches back. A
      // retried addBulk of the earlier slices would not queue twice (job ids are deterministic).
      deps.logger.error({ err, batchId }, 'batch enqueue failed');
      await abandon(deps, { ownerId, userId }, batchId, jobs.slice(i).flatMap(runsOf));
      throw new AppError(
        'service_unavailable',
        'The screening could not be started. Please try again.',
      );
    }
  }
  return created;
}

/**
 * The batch's queue jobs: chunks of runs scored together, small enough that a small batch still
 * spreads over several workers (about eight chunks), at most BATCH_CHUNK_SIZE. With the LLM on,
 * one job per candidate, so the queue's rate limiter keeps counting provider calls.
 */
export function batchJobs(
  config: CoreDeps['config'],
  ownerId: WorkspaceId,
  batchId: string,
  runs: StartedRun[],
  requestId: string | undefined,
): QueueTask[] {
  const size = batchChunkSize(config, runs.length);
  if (size <= 1) {
    return runs.map((run) => ({
      name: 'analysis.run',
      queueJobId: run.runId,
      data: {
        analysisId: run.id,
        runId: run.runId,
        ownerId,
        billedUserId: run.requestedBy ?? undefined,
        candidateId: run.candidateId,
        jobId: run.jobId,
        batchId,
        requestId,
      },
    }));
  }
  const jobs: QueueTask<'analysis.batch-chunk'>[] = [];
  for (let i = 0; i < runs.length; i += size) {
    const index = jobs.length;
    jobs.push({
      name: 'analysis.batch-chunk',
      queueJobId: batchChunkJobId(batchId, index),
      data: {
        ownerId,
        billedUserId: runs[i]?.requestedBy ?? undefined,
        batchId,
        jobId: runs[0]?.jobId ?? '',
        index,
        runs: runs
          .slice(i, i + size)
          .map((run) => ({ analysisId: run.id, runId: run.runId, candidateId: run.candidateId })),
        requestId,
      },
    });
  }
  return jobs;
}

/** Runs per chunk job of a batch of `total` (1: one analysis.run job per candidate). */
export function batchChunkSize(config: CoreDeps['config'], total: number): number {
  if (config.OPENAI_API_KEY) return 1;
  return Math.max(1, Math.min(config.BATCH_CHUNK_SIZE, Math.ceil(total / 8)));
}

const valueOf = <T>(settled: PromiseSettledResult<T>): T => {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
};

const runsOf = (job: QueueTask): { runId: string; candidateId: string }[] =>
  'runs' in job.data ? job.data.runs : 'runId' in job.data ? [job.data] : [];

async function abandon(
  deps: CoreDeps,
  { ownerId, userId }: { ownerId: WorkspaceId; userId: string },
  batchId: string,
  runs: { runId: string; candidateId: string }[],
) {
  const message = 'The screening could not be started. Your daily match was not used.';
  for (const run of runs) {
    await failRun(deps.db, ownerId, run.runId, message).catch(() => undefined);
    await refundQuietly(deps, userId, run.runId);
    await settleBatchItem(deps.db, ownerId, {
      batchId,
      candidateId: run.candidateId,
      outcome: 'failed',
    }).catch(() => undefined);
  }
}
