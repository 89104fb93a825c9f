import { presentError, type Logger } from '@shortlist/kit';
import type { DocumentsConfig } from './config';
import type { DocumentsDb } from './db';
import type { DocumentsMetrics, UploadKind, UploadSource } from './metrics';
import { readDocument, type FileParser } from './read-document';
import type { IncomingFile } from './upload/receive-files';

/** What turning uploads into records needs; built once in app.ts. */
export interface IntakeDeps {
  db: DocumentsDb;
  parser: FileParser;
  metrics: DocumentsMetrics;
  config: DocumentsConfig;
  logger: Logger;
}

// A resume or job ad is a few pages; past this the text is a hostile or mistaken file, and the
// extractor's work grows with it. The stored profile keeps this much.
const MAX_TEXT_CHARS = 200_000;

/** The upload's text and type, from the parser pool. */
export async function textOf(deps: IntakeDeps, file: IncomingFile) {
  const { fileType, text } = await readDocument(
    { parser: deps.parser, metrics: deps.metrics, maxFileBytes: deps.config.MAX_UPLOAD_BYTES },
    file,
  );
  return { fileType, text: text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text };
}

/** Counts every intake by its outcome (created, duplicate, parsed, or the error code). */
export async function counted<T>(
  deps: IntakeDeps,
  labels: { kind: UploadKind; source: UploadSource },
  work: () => Promise<T>,
  outcome: (result: T) => 'created' | 'duplicate' | 'parsed',
): Promise<T> {
  try {
    const result = await work();
    deps.metrics.uploads.inc({ ...labels, result: outcome(result) });
    return result;
  } catch (err) {
    deps.metrics.uploads.inc({ ...labels, result: presentError(err).body.code });
    throw err;
  }
}

export const createdOrDuplicate = (result: { created: boolean }) =>
  result.created ? 'created' : 'duplicate';
