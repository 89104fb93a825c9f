import type { Logger } from '@shortlist/kit';
import { createParserPool } from '@shortlist/parsers';
import type { DocumentsConfig } from './config';
import type { FileParser } from './read-document';

/** The sandboxed parser pool (worker threads with memory and time limits), sized from config. */
export function openParser(config: DocumentsConfig, logger?: Logger): FileParser {
  return createParserPool({
    ...(config.PARSE_THREADS > 0 ? { maxThreads: config.PARSE_THREADS } : {}),
    timeoutMs: config.PARSE_TIMEOUT_MS,
    maxOldGenerationSizeMb: config.PARSE_MAX_MEMORY_MB,
    onWorkerError: (err) => logger?.error({ err }, 'parser worker failed outside a file'),
  });
}

/**
 * The demo visitors' own pool: anonymous files never wait on or take the accounts' threads. One
 * thread by default, a short time limit, less memory and few pages: a demo file is one resume.
 */
export function openDemoParser(config: DocumentsConfig, logger?: Logger): FileParser {
  return createParserPool({
    maxThreads: Math.max(1, config.DEMO_PARSE_THREADS),
    timeoutMs: config.DEMO_PARSE_TIMEOUT_MS,
    maxOldGenerationSizeMb: config.DEMO_PARSE_MAX_MEMORY_MB,
    limits: { maxPages: config.DEMO_PARSE_MAX_PAGES },
    onWorkerError: (err) => logger?.error({ err }, 'demo parser worker failed outside a file'),
  });
}
