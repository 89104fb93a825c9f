import os from 'node:os';
import { BULK_UPLOAD_MAX_FILES } from '@shortlist/contracts';
import { baseEnv, envInt, envOptional, loadConfig } from '@shortlist/kit';
import { z } from 'zod';

const MB = 1024 * 1024;

export const documentsEnv = baseEnv.extend({
  PORT: envInt(4002),
  /**
   * The matching service: told to re-score a job when its reading is edited, asked for a
   * candidate's analyses (export) and to erase them (delete).
   */
  MATCHING_URL: z.string().default('http://127.0.0.1:4003'),
  /** Timeout of calls to matching. */
  INTERNAL_TIMEOUT_MS: envInt(5000),
  /** Largest single file accepted (the spec's 10 MB); enforced while the upload streams in. */
  MAX_UPLOAD_BYTES: envInt(10 * MB),
  /** Largest bulk request body, all files together. */
  BULK_MAX_TOTAL_BYTES: envInt(100 * MB),
  /**
   * Bulk request bytes in flight (declared Content-Length, or BULK_MAX_TOTAL_BYTES when chunked)
   * in this process and per account; past them a bulk upload answers 503 or 429 at once. Bulk
   * files are spooled to disk, so memory per request is the files being parsed, not the body.
   */
  BULK_INFLIGHT_MAX_BYTES: envInt(300 * MB),
  BULK_INFLIGHT_MAX_BYTES_PER_ACCOUNT: envInt(100 * MB),
  /** Where bulk uploads are spooled while they are processed (a folder per request, removed after). */
  UPLOAD_SPOOL_DIR: z.string().min(1).default(os.tmpdir()),
  /** Files per bulk upload, after expanding ZIPs. */
  BULK_MAX_FILES: envInt(BULK_UPLOAD_MAX_FILES),
  /** Bulk files parsed at once; the parser pool has its own threads, this bounds what waits on it. */
  BULK_PARSE_CONCURRENCY: envInt(4),
  /** Entries (of any kind) a ZIP may hold before it is refused as a bomb. */
  ZIP_MAX_ENTRIES: envInt(500),
  /** Anonymous demo parses per IP per hour. */
  DEMO_PARSE_PER_HOUR: envInt(30),
  /**
   * Demo files parse in their own small pool, so visitors never wait on or starve the accounts'
   * parser threads: its threads, per-file time, memory and page limits.
   */
  DEMO_PARSE_THREADS: envInt(1),
  DEMO_PARSE_TIMEOUT_MS: envInt(5_000),
  DEMO_PARSE_MAX_MEMORY_MB: envInt(128),
  DEMO_PARSE_MAX_PAGES: envInt(10),
  /** Demo parses one IP may have in flight, and all IPs together (running plus waiting). */
  DEMO_PARSE_CONCURRENCY_PER_IP: envInt(1),
  DEMO_PARSE_MAX_IN_FLIGHT: envInt(8),
  /** Parser-thread time one IP's demo files may use per hour, in ms. */
  DEMO_PARSE_CPU_MS_PER_HOUR: envInt(60_000),
  /**
   * With a key (and, for a local or compatible server, a base URL) the LLM proposes the reading of
   * each new job for the recruiter to accept; without one, the engine's reading stands alone.
   */
  OPENAI_API_KEY: envOptional(),
  OPENAI_BASE_URL: envOptional(),
  READING_MODEL: z.string().default('gpt-4o-mini'),
  /** Per attempt; the SDK retries timeouts, 429 and 5xx LLM_MAX_RETRIES times with backoff. */
  LLM_TIMEOUT_MS: envInt(30_000),
  LLM_MAX_RETRIES: envInt(2),
  /** Parser pool: threads (0 = the pool's default), per-file time and memory limits. */
  PARSE_THREADS: envInt(0),
  PARSE_TIMEOUT_MS: envInt(20_000),
  PARSE_MAX_MEMORY_MB: envInt(256),
  /**
   * The pool ranking's first stage over whole posting lists in memory (issue #31): `child` keeps
   * them in a process documents forks (its own memory: ~560 MB at 1 M candidates), `inline` in
   * documents itself, `off` leaves the first stage to SQL. Loaded from the database after start;
   * SQL answers until then.
   */
  POOL_MEMORY_INDEX: z.enum(['child', 'inline', 'off']).default('child'),
});
export type DocumentsConfig = z.infer<typeof documentsEnv>;

export const loadDocumentsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(documentsEnv, env);
