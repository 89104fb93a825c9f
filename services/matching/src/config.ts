import { ConfigError, baseEnv, envInt, envOptional, loadConfig, smtpEnv } from '@shortlist/kit';
import { z } from 'zod';

// One config for both processes of the service: the API (main.ts) and the queue worker (worker.ts).
export const matchingEnv = baseEnv.extend({
  PORT: envInt(4003),
  DOCUMENTS_URL: z.string().default('http://127.0.0.1:4002'),
  BILLING_URL: z.string().default('http://127.0.0.1:4004'),
  /** Timeout of calls to documents and billing. */
  INTERNAL_TIMEOUT_MS: envInt(5000),

  /**
   * Whether the API process also drains the queue. `auto`: only on the embedded database (PGlite),
   * whose files one process at a time may open; with DATABASE_URL workers are their own processes.
   */
  WORKER_IN_API: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Pools up to this many candidates are ranked exhaustively, every candidate by the engine in
   * the background; larger ones by retrieval from documents' pool index, then the engine on the
   * likeliest few hundred, in the request (issue #31, docs/pool-retrieval.md).
   */
  POOL_EXHAUSTIVE_MAX: envInt(2000),
  /** Candidates the pool index answers per job (the first stage's depth). */
  POOL_RETRIEVAL_DEPTH: envInt(2000),
  /** Postings the first stage reads per query term, best weight first. */
  POOL_POSTINGS_PER_TERM: envInt(5000),
  /** Limit of documents' retrieval call (the larger of it and INTERNAL_TIMEOUT_MS applies). */
  POOL_RETRIEVE_TIMEOUT_MS: envInt(20_000),
  /** Jobs one worker process runs at the same time. */
  WORKER_CONCURRENCY: envInt(4),
  /** The worker's own /healthz, /readyz and /metrics listener; 0 picks a free port. */
  WORKER_METRICS_PORT: envInt(4103),
  /** Tries per analysis before it is marked failed (and its match refunded). */
  ANALYSIS_ATTEMPTS: envInt(3),
  /** First retry delay; each further retry doubles it. */
  ANALYSIS_BACKOFF_MS: envInt(2000),
  /** How long a worker holds a job without renewing its lock before others may take it over. */
  WORKER_LOCK_DURATION_MS: envInt(30_000),
  /** How often workers look for jobs whose worker died (stalled jobs) and put them back. */
  WORKER_STALLED_INTERVAL_MS: envInt(30_000),
  /** A run that has shown no progress for this long no longer blocks a new run of the same pair. */
  ANALYSIS_STALE_AFTER_MS: envInt(10 * 60_000),
  /** How often a worker looks for unfinished runs with no job behind them (Redis lost its data). */
  REQUEUE_INTERVAL_MS: envInt(30_000),
  /** A run that has not moved for this long is checked against the queue and re-queued if lost. */
  REQUEUE_AFTER_MS: envInt(2 * 60_000),
  /** At most one batch:progress event per batch in this interval (the final one always goes). */
  BATCH_PROGRESS_INTERVAL_MS: envInt(300),
  /**
   * Most candidates one batch queue job scores (the job profile read once, the candidates' in one
   * call, the results in one write). 0 or 1: one job per candidate, as single analyses run.
   */
  BATCH_CHUNK_SIZE: envInt(50),

  /** With a key the worker adds the LLM; without one the built-in engine answers alone. */
  OPENAI_API_KEY: envOptional(),
  OPENAI_BASE_URL: envOptional(),
  MATCHING_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: envInt(30_000),
  /** The SDK's retries of timeouts, 429 and 5xx (with its own exponential backoff). */
  LLM_MAX_RETRIES: envInt(2),
  /** The queue-wide rate limit while the LLM is on: at most MAX jobs per DURATION. */
  LLM_RATE_MAX: envInt(60),
  LLM_RATE_DURATION_MS: envInt(60_000),
  LLM_CACHE_TTL_SECONDS: envInt(7 * 24 * 3600),

  /** How long the audit trail keeps an event; the worker purges older ones. */
  AUDIT_RETENTION_DAYS: envInt(183),
  /** How often a worker purges audit events past their retention. */
  AUDIT_PURGE_INTERVAL_MS: envInt(6 * 3600_000),

  /** Outreach email (issue #19): without SMTP_HOST and SMTP_FROM the send button explains why not. */
  ...smtpEnv,

  /** Anonymous demo analyses allowed per IP per hour. */
  DEMO_ANALYZE_PER_HOUR: envInt(30),
  /** Requests one shared link answers per minute (views, PDFs, feedback), whoever sends them. */
  SHARE_REQUESTS_PER_MINUTE: envInt(60),
  /** Wrong codes one shared link accepts per 15 minutes before it refuses every try. */
  SHARE_CODE_TRIES: envInt(10),

  /** Test hook: the worker waits this long in the scoring stage. Refused in production. */
  MATCHING_TEST_JOB_DELAY_MS: envInt(0),
});
export type MatchingConfig = z.infer<typeof matchingEnv>;

export function loadMatchingConfig(env: NodeJS.ProcessEnv = process.env): MatchingConfig {
  const config = loadConfig(matchingEnv, env);
  if (config.NODE_ENV === 'production' && config.MATCHING_TEST_JOB_DELAY_MS > 0) {
    throw new ConfigError(
      'MATCHING_TEST_JOB_DELAY_MS is a test hook and cannot be set in production',
    );
  }
  if (config.ANALYSIS_ATTEMPTS < 1) throw new ConfigError('ANALYSIS_ATTEMPTS must be at least 1');
  if (config.BATCH_CHUNK_SIZE > 200) throw new ConfigError('BATCH_CHUNK_SIZE must be at most 200');
  if (config.AUDIT_RETENTION_DAYS < 1)
    throw new ConfigError('AUDIT_RETENTION_DAYS must be at least 1');
  if (config.WORKER_CONCURRENCY < 1) throw new ConfigError('WORKER_CONCURRENCY must be at least 1');
  return config;
}

/** Where queue keys live: under the install's prefix, so installs sharing a Redis never meet. */
export const queuePrefix = (config: MatchingConfig) => `${config.REDIS_PREFIX}:bull`;
/** The Socket.IO adapter's and emitter's channel key, under the same prefix. */
export const socketKey = (config: MatchingConfig) => `${config.REDIS_PREFIX}:socket.io`;

export const workerRunsInApi = (config: MatchingConfig) =>
  config.WORKER_IN_API === 'auto' ? !config.DATABASE_URL : config.WORKER_IN_API === 'true';
