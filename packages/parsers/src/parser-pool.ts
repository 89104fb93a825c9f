import os from 'node:os';
import { Piscina } from 'piscina';
import { detectFileType } from './detect-file-type';
import { checkDocxLimits } from './docx-limits';
import { ParseError, parseErrors } from './errors';
import { withDefaultLimits, type ParseLimits } from './limits';
import type { ParsedFile } from './parse-file';
import type { ParseTask, ParseTaskResult } from './parse-worker';
import { resolveParseWorkerFile } from './worker-file';

export interface ParserPoolOptions {
  /** Worker threads; default: one per core. */
  maxThreads?: number;
  /** Time one file may take once a thread has it; the thread is then replaced. Default 20 s. */
  timeoutMs?: number;
  /** V8 heap per thread, in MB; a file needing more kills only its own thread. Default 256. */
  maxOldGenerationSizeMb?: number;
  maxYoungGenerationSizeMb?: number;
  maxDocxUncompressedBytes?: number;
  /** The other per-file limits (pages, text, PDF streams, ZIP entries). */
  limits?: Partial<ParseLimits>;
  /** The built worker file; see resolveParseWorkerFile for where it is looked for otherwise. */
  workerFile?: string;
  /** Errors thrown by a worker outside any task (rare); piscina would otherwise crash the process. */
  onWorkerError?: (error: Error) => void;
}

export interface ParseOptions {
  /** Told how long the file held a thread (time waiting for one not included), when it is done. */
  onThreadMs?: (ms: number) => void;
  /**
   * `background` files (a bulk upload's) take a free thread only when no `interactive` file (one
   * a person is waiting on) is waiting for it. Default interactive.
   */
  priority?: 'interactive' | 'background';
}

export interface ParserPool {
  /** Sniffs, extracts and cleans one untrusted file. Rejects with ParseError for refusals. */
  parse(buffer: Buffer, filename: string, options?: ParseOptions): Promise<ParsedFile>;
  /** Waits for running files, then stops the threads. */
  close(): Promise<void>;
  readonly threads: number;
}

/** Files that parse in worker threads with memory and time limits: untrusted uploads go here. */
export function createParserPool(options: ParserPoolOptions = {}): ParserPool {
  const threads = Math.max(1, options.maxThreads ?? os.availableParallelism());
  const timeoutMs = options.timeoutMs ?? 20_000;
  const limits = withDefaultLimits({
    ...options.limits,
    ...(options.maxDocxUncompressedBytes !== undefined
      ? { maxDocxUncompressedBytes: options.maxDocxUncompressedBytes }
      : {}),
  });
  const piscina = new Piscina<ParseTask, ParseTaskResult>({
    filename: resolveParseWorkerFile(options.workerFile),
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 256,
      maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb ?? 32,
    },
  });
  piscina.on('error', (error: Error) => options.onWorkerError?.(error));
  // Tasks wait here, not in piscina's queue, so a file's clock starts when a thread is free.
  const slots = createSlots(threads);

  async function parse(
    buffer: Buffer,
    filename: string,
    options: ParseOptions = {},
  ): Promise<ParsedFile> {
    // Cheap refusals first, without a thread: wrong type, a ZIP directory promising a bomb.
    const kind = detectFileType(buffer, filename);
    if (kind === 'docx') checkDocxLimits(buffer, limits);
    const result = await slots.run(options.priority ?? 'interactive', async () => {
      // A copy of exactly these bytes (a Buffer can be a view on a much larger one), moved over.
      const bytes = new Uint8Array(buffer);
      const started = performance.now();
      try {
        return await piscina.run(
          { bytes, filename, limits },
          { signal: AbortSignal.timeout(timeoutMs), transferList: [bytes.buffer] },
        );
      } catch (error) {
        throw isOverLimits(error) ? parseErrors.overLimits() : error;
      } finally {
        options.onThreadMs?.(performance.now() - started);
      }
    });
    if (result.ok) return result.file;
    throw new ParseError(result.code, result.message, result.detail);
  }

  return {
    parse,
    close: () => piscina.close(),
    threads,
  };
}

/**
 * Our timeout (piscina's AbortError) or a thread killed for exceeding its heap. Checked by shape:
 * errors made by Node internals can come from another realm (jest's sandbox), failing instanceof.
 */
function isOverLimits(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

function createSlots(size: number) {
  let free = size;
  const waiting = { interactive: [] as (() => void)[], background: [] as (() => void)[] };
  return {
    async run<T>(priority: keyof typeof waiting, work: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting[priority].push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.interactive.shift() ?? waiting.background.shift();
        if (next) next();
        else free++;
      }
    },
  };
}
