import {
  ANALYSIS_QUEUE,
  analysisQueueJobs,
  type AnalysisJobData,
  type AnalysisJobName,
} from '@shortlist/contracts';
import { createRedis, type Logger } from '@shortlist/kit';
import { Queue, type JobsOptions } from 'bullmq';
import { queuePrefix, type MatchingConfig } from './config';

export type AnalysisQueue = Queue<AnalysisJobData, unknown, AnalysisJobName>;

/** One job to add: its typed name and payload, and the id that makes adding it idempotent. */
export interface QueueTask<N extends AnalysisJobName = AnalysisJobName> {
  name: N;
  data: AnalysisJobData<N>;
  queueJobId: string;
  /** Per-task departures from the queue's defaults (a pool chunk's failure frees its id; a
   * re-score is coalesced per job). */
  options?: Pick<JobsOptions, 'removeOnFail' | 'deduplication'>;
}

/**
 * The producer side of the analysis queue. Every payload is checked against the contract before it
 * leaves, and the BullMQ job id is the run id, so retrying an enqueue can never queue twice.
 */
export interface AnalysisProducer {
  queue: AnalysisQueue;
  add<N extends AnalysisJobName>(job: QueueTask<N>): Promise<void>;
  addBulk(jobs: QueueTask[]): Promise<void>;
  close(): Promise<void>;
}

export function jobOptions(config: MatchingConfig): JobsOptions {
  return {
    attempts: config.ANALYSIS_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.ANALYSIS_BACKOFF_MS },
    // Results live in PostgreSQL; Redis keeps only a bounded, recent history for operators.
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
  };
}

export function createAnalysisProducer(config: MatchingConfig, logger: Logger): AnalysisProducer {
  // An HTTP request should fail fast when Redis is away, not hang in the offline queue.
  const connection = createRedis(config.REDIS_URL, {
    maxRetriesPerRequest: 3,
    enableOfflineQueue: false,
  });
  const queue: AnalysisQueue = new Queue(ANALYSIS_QUEUE, {
    connection,
    prefix: queuePrefix(config),
    defaultJobOptions: jobOptions(config),
  });
  // While Redis is away every command fails; the callers see that, the log gets one line each.
  queue.on('error', (err) => logger.warn({ err: err.message }, 'analysis queue: redis error'));
  const validate = (job: QueueTask) => ({
    name: job.name,
    data: analysisQueueJobs[job.name].parse(job.data),
    opts: { ...job.options, jobId: job.queueJobId },
  });
  return {
    queue,
    async add(job) {
      const { name, data, opts } = validate(job);
      await queue.add(name, data, opts);
    },
    async addBulk(jobs) {
      if (jobs.length) await queue.addBulk(jobs.map(validate));
    },
    async close() {
      await queue.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
