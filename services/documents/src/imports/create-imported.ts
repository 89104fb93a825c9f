import type { WorkspaceId } from '@shortlist/kit';
import { createHash } from 'node:crypto';
import type { Candidate, JobDescription } from '@shortlist/contracts';
import { textDocx } from '@shortlist/formats';
import { extractCandidate, extractJob } from '@shortlist/matcher';
import { candidateValues, presentCandidate } from '../candidates/records';
import { insertCandidate } from '../candidates/store';
import { textOf, type IntakeDeps } from '../intake';
import { jobValues, presentJob } from '../jobs/records';
import { insertJob } from '../jobs/store';
import { safeFileName } from '../upload/file-name';
import type { IncomingFile } from '../upload/receive-files';

// Imported records go the way uploads go (parser pool, extractor, the same stores), with what
// the source states outright (a CSV's name column, a JSON Resume's email, a JobPosting's
// company) kept over what the extractor guesses from the text.

/** Fields a source states; empty ones leave the extractor's reading in place. */
export interface StatedCandidate {
  name: string;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  headline?: string | null;
  links?: string[];
}

export interface StatedJob {
  title?: string;
  company?: string;
  location?: string;
}

/** A text with no file of its own, stored as a Word document of it (deterministic bytes, so
 *  the same import twice is the same file and answers the earlier record). */
export function fileOfText(name: string, text: string): IncomingFile {
  const bytes = Buffer.from(textDocx(text));
  return {
    // Named after the person or the job; a name may hold "/" or controls a file name cannot.
    fileName: safeFileName(`${name.replace(/[\\/]/g, '-')}.docx`),
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    tooLarge: false,
  };
}

export async function createImportedCandidate(
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  file: IncomingFile,
  stated: StatedCandidate,
): Promise<{ candidate: Candidate; created: boolean }> {
  const { fileType, text } = await textOf(deps, file);
  const extracted = extractCandidate(text);
  const profile = {
    ...extracted,
    ...present(stated),
    links: [...new Set([...(stated.links ?? []), ...extracted.links])],
  };
  const values = candidateValues(profile, facts(file, fileType));
  const { row, created } = await insertCandidate(deps.db, ownerId, values, file.bytes);
  if (created) deps.metrics.storedBytes.inc({ kind: 'candidate' }, file.bytes.length);
  return { candidate: presentCandidate(row, created ? null : row.id, profile), created };
}

export async function createImportedJob(
  deps: IntakeDeps,
  ownerId: WorkspaceId,
  file: IncomingFile,
  stated: StatedJob,
): Promise<{ job: JobDescription; created: boolean }> {
  const { fileType, text } = await textOf(deps, file);
  const profile = { ...extractJob(text), ...present(stated) };
  const values = jobValues(profile, facts(file, fileType));
  const { row, created } = await insertJob(deps.db, ownerId, values, file.bytes);
  if (created) deps.metrics.storedBytes.inc({ kind: 'job' }, file.bytes.length);
  return { job: presentJob(row, created ? null : row.id, profile), created };
}

const facts = (file: IncomingFile, fileType: Awaited<ReturnType<typeof textOf>>['fileType']) => ({
  fileName: file.fileName,
  fileSize: file.bytes.length,
  fileType,
  sha256: file.sha256,
});

/** The stated scalar fields that hold a value (null, undefined and "" are left out). */
function present<T extends object>(stated: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(stated).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}
