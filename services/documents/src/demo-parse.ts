import { randomUUID } from 'node:crypto';
import type { DemoCandidateParseResult, DemoJobParseResult } from '@shortlist/contracts';
import { candidateKind } from './candidates/store';
import type { DocumentKind, DocumentSummary, DocumentTable } from './documents/kind';
import { textOf, type IntakeDeps } from './intake';
import type { UploadKind } from './metrics';
import { jobKind } from './jobs/store';
import type { IncomingFile } from './upload/receive-files';

// Demo visitors get the real engine and keep the result in their browser: the same records a
// signed-in upload makes, under a `demo_` id, and nothing is written here.

/** A demo upload of either kind, answered as the demo's contract has it: the record under its kind. */
export async function parseDemoUpload(
  kind: UploadKind,
  deps: IntakeDeps,
  file: IncomingFile,
): Promise<DemoJobParseResult | DemoCandidateParseResult> {
  switch (kind) {
    case 'job': {
      const { record, profile } = await demoParse(jobKind, deps, file);
      return { job: record, profile };
    }
    case 'candidate': {
      const { record, profile } = await demoParse(candidateKind, deps, file);
      return { candidate: record, profile };
    }
  }
}

async function demoParse<T extends DocumentTable, Public>(
  kind: DocumentKind<T, Public>,
  deps: IntakeDeps,
  file: IncomingFile,
) {
  const { fileType, text } = await textOf(deps, file);
  const values = kind.values(kind.extract(text), {
    fileName: file.fileName,
    fileSize: file.bytes.length,
    fileType,
    sha256: file.sha256,
  });
  // A stored row's fields (TypeScript cannot see through Omit on a generic row that they are).
  const row = {
    ...values,
    id: `demo_${randomUUID()}`,
    ownerId: '',
    createdAt: new Date(),
  } as DocumentSummary<T>;
  // A resume's stored terms are for the engine, and a page's are never trusted (demoAnalyzeBody):
  // not sent.
  const { terms: _terms, ...profile } = values.profile as typeof values.profile & {
    terms?: unknown;
  };
  return { record: kind.present(row, null, values.profile), profile };
}
