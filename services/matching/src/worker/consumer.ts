import {
  ANALYSIS_QUEUE,
  analysisQueueJobs,
  type AnalysisJobData,
  type AnalysisJobName,
} from '@shortlist/contracts';
import { createRedis, runWithRequestId, type Logger } from '@shortlist/kit';
import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { queuePrefix, type MatchingConfig } from '../config';
import type { WorkerMetrics } from '../metrics';
import { rankPoolChunk } from '../pool/rank-chunk';
import { rescoreAnalysis, StillRunning, stillRunningDelay } from './rescore-analysis';
import { failAnalysisForGood, PermanentFailure, runAnalysis, type RunDeps } from './run-analysis';
import { failForGood, runBatchChunk } from './run-batch-chunk';

export type WorkerDeps = RunDeps & { metrics: WorkerMetrics };

type Handler<N extends AnalysisJobName> = (
  deps: WorkerDeps,
  job: Job<AnalysisJobData<N>, unknown, N>,
  /** The worker's lock on the job, which moving it back to the delayed set needs. */
  token?: string,
) => Promise<unknown>;
export type Handlers = { [N in AnalysisJobName]: Handler<N> };

/** One handler per job name of the contract; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  'analysis.run': runAnalysisJob,
  'analysis.batch-chunk': runBatchChunkJob,
  'analysis.rescore': rescoreAnalysisJob,
  'pool.rank-chunk': rankPoolChunkJob,
};

/** A pool ranking chunk charges nothing and owns no run: a failure is retried, then logged. */
async function rankPoolChunkJob(deps: WorkerDeps, job: Job<AnalysisJobData<'pool.rank-chunk'>>) {
  try {
    return await runWithRequestId(job.data.requestId ?? String(job.id), () =>
      rankPoolChunk(deps, job.data),
    );
  } catch (err) {
    deps.logger.warn(
      { err, jobId: job.id, poolJobId: job.data.jobId, attempt: job.attemptsMade + 1 },
      'pool ranking chunk failed',
    );
    throw err;
  }
}

async function runBatchChunkJob(
  deps: WorkerDeps,
  job: Job<AnalysisJobData<'analysis.batch-chunk'>>,
) {
  const end = deps.metrics.jobDuration.startTimer();
  try {
    const outcome = await runWithRequestId(job.data.requestId ?? String(job.id), () =>
      runBatchChunk(deps, job.data),
    );
    end({ analyzer: deps.analyzer.kind, result: 'completed' });
    return outcome;
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    end({ analyzer: deps.analyzer.kind, result: lastAttempt ? 'failed' : 'retried' });
    deps.logger.warn(
      { err, jobId: job.id, attempt: job.attemptsMade + 1, lastAttempt },
      'batch chunk job failed',
    );
    if (!lastAttempt) throw err;
    // Runs the chunk finished stay finished: failing for good only touches unfinished ones.
    await failForGood(deps, job.data, job.data.runs, err);
    throw new UnrecoverableError((err as Error).message);
  }
}

/**
 * A re-score that finds analyses still running waits for them: the task goes back to the delayed
 * set and is tried again a little later (the runs finish, or fail, or the stale-run sweep takes
 * them). Any other failure is retried like a run; when it fails for good the analysis keeps the score it had
 * (nothing was charged, so nothing is refunded) and the log says which one is behind.
 */
async function rescoreAnalysisJob(
  deps: WorkerDeps,
  job: Job<AnalysisJobData<'analysis.rescore'>>,
  token?: string,
) {
  try {
    return await runWithRequestId(job.data.requestId ?? String(job.id), () =>
      rescoreAnalysis(deps, job.data),
    );
  } catch (err) {
    if (err instanceof StillRunning && token) {
      const waited = Date.now() - job.timestamp;
      await job.moveToDelayed(
        Date.now() + stillRunningDelay(waited, deps.config.ANALYSIS_BACKOFF_MS),
        token,
      );
      throw new DelayedError();
    }
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    deps.logger.warn(
      {
        err,
        queueJobId: job.id,
        jobId: job.data.jobId,
        analysisId: job.data.analysisId,
        lastAttempt,
      },
      'analysis re-score failed',
    );
    throw err;
  }
}

async function runAnalysisJob(deps: WorkerDeps, job: Job<AnalysisJobData<'analysis.run'>>) {
  const end = deps.metrics.jobDuration.startTimer();
  try {
    const outcome = await runWithRequestId(job.data.requestId ?? String(job.id), () =>
      runAnalysis(deps, job.data),
    );
    end({
      analyzer: outcome.kind === 'completed' ? outcome.analyzer : deps.analyzer.kind,
      result: outcome.kind,
    });
    return outcome;
  } catch (err) {
    const lastAttempt =
      err instanceof PermanentFailure || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    end({ analyzer: deps.analyzer.kind, result: lastAttempt ? 'failed' : 'retried' });
    deps.logger.warn(
      { err, jobId: job.id, attempt: job.attemptsMade + 1, lastAttempt },
      'analysis job failed',
    );
    if (!lastAttempt) throw err;
    await failAnalysisForGood(deps, job.data, err);
    throw new UnrecoverableError((err as Error).message);
  }
}

/** Refuses to run a queue whose contract names a job this worker cannot handle. */
export function assertHandlers(given: Partial<Record<string, unknown>>): void {
  const missing = Object.keys(analysisQueueJobs).filter(
    (name) => typeof given[name] !== 'function',
  );
  if (missing.length) throw new Error(`No handler for job name(s): ${missing.join(', ')}`);
}

export interface AnalysisWorker {
  worker: Worker;
  /** Stops taking jobs, lets active ones finish up to `timeoutMs`, then hands the rest back. */
  close(timeoutMs: number): Promise<void>;
}

export function startAnalysisWorker(
  deps: WorkerDeps,
  config: MatchingConfig,
  options: { handlers?: Partial<Handlers>; logger: Logger },
): AnalysisWorker {
  const table = options.handlers ?? handlers;
  assertHandlers(table);
  // Blocking connections must retry forever: BullMQ resumes on its own when Redis returns.
  const connection = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const worker = new Worker(
    ANALYSIS_QUEUE,
    async (job: Job, token?: string) => {
      const handler = table[job.name as AnalysisJobName] as Handler<AnalysisJobName> | undefined;
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
      return handler(deps, job as Job<AnalysisJobData, unknown, AnalysisJobName>, token);
    },
    {
      connection,
      prefix: queuePrefix(config),
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: config.WORKER_LOCK_DURATION_MS,
      stalledInterval: config.WORKER_STALLED_INTERVAL_MS,
      // A job whose worker died goes back to the queue; twice is bad luck, a third time is a
      // job that kills workers, which then fails instead of taking the fleet down.
      maxStalledCount: 2,
      // The LLM provider's rate limit, shared by every worker through Redis.
      limiter: config.OPENAI_API_KEY
        ? { max: config.LLM_RATE_MAX, duration: config.LLM_RATE_DURATION_MS }
        : undefined,
    },
  );
  worker.on('error', (err) => options.logger.error({ err }, 'worker error'));
  worker.on('stalled', (jobId) =>
    options.logger.warn({ jobId }, 'stalled job returned to the queue'),
  );
  return {
    worker,
    async close(timeoutMs) {
      const closed = worker.close().then(() => true);
      const inTime = await Promise.race([closed, delay(timeoutMs).then(() => false)]);
      if (!inTime) {
        // Past the bound the jobs still running are abandoned: their locks expire and another
        // worker's stalled-job check puts them back in the queue (they are retried, not lost).
        options.logger.warn({ timeoutMs }, 'active jobs did not finish in time; handing them back');
        connection.disconnect();
        return;
      }
      await connection.quit().catch(() => undefined);
    },
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
