import { BULK_UPLOAD_MAX_FILES } from '@shortlist/contracts';
import { baseEnv, envInt, loadConfig } from '@shortlist/kit';
import { z } from 'zod';

const MB = 1024 * 1024;

export const documentsEnv = baseEnv.extend({
  PORT: envInt(4002),
  /** Largest single file accepted (the spec's 10 MB); enforced while the upload streams in. */
  MAX_UPLOAD_BYTES: envInt(10 * MB),
  /** Largest bulk request body, all files together: 50 files of 10 MB would be 500 MB in memory. */
  BULK_MAX_TOTAL_BYTES: envInt(100 * MB),
  /** Files per bulk upload, after expanding ZIPs. */
  BULK_MAX_FILES: envInt(BULK_UPLOAD_MAX_FILES),
  /** Bulk files parsed at once; the parser pool has its own threads, this bounds what waits on it. */
  BULK_PARSE_CONCURRENCY: envInt(4),
  /** Entries (of any kind) a ZIP may hold before it is refused as a bomb. */
  ZIP_MAX_ENTRIES: envInt(500),
  /** Anonymous demo parses per IP per hour. */
  DEMO_PARSE_PER_HOUR: envInt(30),
  /** Parser pool: threads (0 = the pool's default), per-file time and memory limits. */
  PARSE_THREADS: envInt(0),
  PARSE_TIMEOUT_MS: envInt(20_000),
  PARSE_MAX_MEMORY_MB: envInt(256),
});
export type DocumentsConfig = z.infer<typeof documentsEnv>;

export const loadDocumentsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(documentsEnv, env);
