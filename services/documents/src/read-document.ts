import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@shortlist/contracts';
import { AppError } from '@shortlist/kit';
import type { DocumentsMetrics } from './metrics';
import { fileTooLarge, type IncomingFile } from './upload/receive-files';

export type StoredFileType = 'pdf' | 'docx' | 'doc';

/** What the documents service needs from the parser pool (@shortlist/parsers' createParserPool). */
export interface FileParser {
  parse(
    buffer: Buffer,
    filename: string,
    options?: { onThreadMs?: (ms: number) => void; priority?: 'interactive' | 'background' },
  ): Promise<{ kind: string; text: string }>;
  close(): Promise<void>;
}

export interface ReadDocumentDeps {
  parser: FileParser;
  metrics: DocumentsMetrics;
  maxFileBytes: number;
}

/**
 * Turns an upload into text through the sandboxed parser pool. The type is decided there, by
 * magic bytes and extension together; its refusals become 415 and 422 with its human message.
 */
export async function readDocument(
  deps: ReadDocumentDeps,
  file: IncomingFile,
): Promise<{ fileType: StoredFileType; text: string }> {
  if (file.tooLarge) throw fileTooLarge(deps.maxFileBytes);
  const stop = deps.metrics.parseDuration.startTimer();
  try {
    const parsed = await deps.parser.parse(file.bytes, file.fileName);
    const fileType = storedFileType(parsed.kind);
    stop({ file_type: fileType, result: 'ok' });
    return { fileType, text: parsed.text };
  } catch (err) {
    const refusal = asRefusal(err);
    stop({ file_type: 'unknown', result: refusal?.code ?? 'error' });
    throw refusal ?? err;
  }
}

function storedFileType(kind: string): StoredFileType {
  if (kind === 'pdf' || kind === 'docx' || kind === 'doc') return kind;
  // The pool can read other kinds (plain text); uploads are PDF, DOC and DOCX only.
  throw new AppError('unsupported_file_type', UNSUPPORTED_FILE_TYPE_MESSAGE);
}

/** The parser's ParseError (or an AppError already), as the error the client sees. */
export function asRefusal(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  // Matched on shape, not class: an error from a worker thread may be a structured clone.
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e && typeof e.message === 'string') {
    if (e.code === 'unsupported_file_type' || e.code === 'unprocessable_file') {
      return new AppError(e.code, e.message);
    }
  }
  return undefined;
}
