import { performance } from 'node:perf_hooks';
import type { Analysis, Batch, BatchStarted, Candidate } from '@shortlist/contracts';
import type { Live } from './live';
import {
  addHistograms,
  cpuSnapshot,
  cpuUse,
  redisCommandCount,
  scrapeCounter,
  scrapeHistogram,
  subtractHistogram,
  type Histogram,
} from './measure';
import type { BenchProduct } from './product';
import type { Recruiter } from './recruiter';

// What bench/e2e.ts measures, one function per scenario; it prints, these only measure.
const WAIT_MS = 15 * 60_000;
const JOB_DURATION = 'shortlist_matching_job_duration_seconds';
const LLM_TOKENS = 'shortlist_matching_llm_tokens_total';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * `count` analyses of (candidate, job) pairs from `clients` loops, each timed from its POST to its
 * analysis:completed (or failed) live event, and to the POST's 202 answer.
 */
export async function singleAnalyses(
  client: Recruiter,
  live: Live,
  {
    candidates,
    jobId,
    count,
    clients,
  }: { candidates: Candidate[]; jobId: string; count: number; clients: number },
) {
  const toDone: number[] = [];
  const toAccepted: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const candidate = candidates[next++ % candidates.length]!;
        const t0 = performance.now();
        const run = await client.call<Analysis>('POST', `/api/analysis/${candidate.id}/${jobId}`);
        toAccepted.push(performance.now() - t0);
        const done = await live.analysisDone(run.id, WAIT_MS);
        toDone.push(done.at - t0);
        if (done.failed) failed += 1;
      }
    }),
  );
  return { toDone, toAccepted, failed, seconds: (performance.now() - started) / 1000 };
}

export const llmTokens = async (product: BenchProduct): Promise<number> =>
  (await Promise.all(product.workers.map((w) => scrapeCounter(w.metricsUrl, LLM_TOKENS)))).reduce(
    (a, b) => a + b,
    0,
  );

export const jobHistogram = async (product: BenchProduct): Promise<Histogram> =>
  addHistograms(
    ...(await Promise.all(product.workers.map((w) => scrapeHistogram(w.metricsUrl, JOB_DURATION)))),
  );

/**
 * One bulk screening of `ids` against the job, timed from the POST to the final batch:progress
 * event, with what every process spent meanwhile: CPU, job durations, LLM tokens, Redis commands.
 */
export async function screening(
  product: BenchProduct,
  client: Recruiter,
  live: Live,
  { ids, jobId }: { ids: string[]; jobId: string },
) {
  const before = await jobHistogram(product);
  const tokensBefore = await llmTokens(product);
  const commandsBefore = await redisCommandCount(REDIS_URL);
  const cpuBefore = cpuSnapshot(product.processes);
  const t0 = performance.now();
  const started = await client.call<BatchStarted>('POST', '/api/analysis/batch', {
    jobId,
    candidateIds: ids,
  });
  const acceptedMs = performance.now() - t0;
  const end = await live.batchDone(started.batchId, WAIT_MS);
  const seconds = (end.at - t0) / 1000;
  const cpu = cpuUse(cpuBefore, cpuSnapshot(product.processes), seconds);
  const commands = (await redisCommandCount(REDIS_URL)) - commandsBefore;
  const jobs = subtractHistogram(await jobHistogram(product), before);
  const tokens = (await llmTokens(product)) - tokensBefore;
  const batch = await client.call<Batch>('GET', `/api/analysis/batch/${started.batchId}`);
  return {
    seconds,
    acceptedMs,
    done: batch.done,
    failed: batch.failed,
    status: batch.status,
    jobs,
    commands,
    cpu,
    tokens,
  };
}

/** Redis commands per second with the product idle (its workers poll; the server may be shared). */
export async function idleCommandRate(seconds = 5) {
  const before = await redisCommandCount(REDIS_URL);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return ((await redisCommandCount(REDIS_URL)) - before) / seconds;
}
