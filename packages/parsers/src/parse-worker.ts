import { isParseError, type ParseErrorCode } from './errors';
import type { ParseLimits } from './limits';
import { parseFileInProcess, type ParsedFile } from './parse-file';

/** What the pool sends a worker thread: the bytes arrive as a copy (a plain Uint8Array). */
export interface ParseTask {
  bytes: Uint8Array;
  filename: string;
  limits: ParseLimits;
}

/**
 * What comes back. Refusals travel as data: an Error crossing threads loses its class and code.
 * `detail` carries an unexpected error's text for the operator's logs, never for the user.
 */
export type ParseTaskResult =
  | { ok: true; file: ParsedFile }
  | { ok: false; code: ParseErrorCode; message: string; detail?: string };

/** The worker thread's entry (piscina calls the default export), bundled to parse-worker.js. */
export default async function parseInWorker(task: ParseTask): Promise<ParseTaskResult> {
  const buffer = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    return { ok: true, file: await parseFileInProcess(buffer, task.filename, task.limits) };
  } catch (error) {
    if (isParseError(error)) return { ok: false, code: error.code, message: error.message };
    return {
      ok: false,
      code: 'unprocessable_file',
      message: 'This file could not be read. It may be corrupt.',
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
