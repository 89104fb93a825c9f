import type { Candidate } from '@shortlist/contracts';
import { extractCandidate } from '@shortlist/matcher';
import { textOf, type IntakeDeps } from '../intake';
import type { IncomingFile } from '../upload/receive-files';
import { candidateValues, presentCandidate } from './records';
import { findCandidateByFile, insertCandidate } from './store';

/**
 * A resume upload becomes a candidate: parsed in the sandbox, extracted, stored with its file.
 * The same file uploaded again by the same owner answers the earlier candidate (duplicateOf set).
 */
export async function createCandidateFromUpload(
  deps: IntakeDeps,
  ownerId: string,
  file: IncomingFile,
): Promise<{ candidate: Candidate; created: boolean }> {
  const earlier = file.tooLarge
    ? undefined
    : await findCandidateByFile(deps.db, ownerId, file.sha256);
  if (earlier) return { candidate: presentCandidate(earlier, earlier.id), created: false };

  const { fileType, text } = await textOf(deps, file);
  const profile = extractCandidate(text);
  const values = candidateValues(profile, {
    fileName: file.fileName,
    fileSize: file.bytes.length,
    fileType,
    sha256: file.sha256,
  });
  const { row, created } = await insertCandidate(deps.db, ownerId, values, file.bytes);
  if (created) deps.metrics.storedBytes.inc({ kind: 'candidate' }, file.bytes.length);
  return { candidate: presentCandidate(row, created ? null : row.id, profile), created };
}
