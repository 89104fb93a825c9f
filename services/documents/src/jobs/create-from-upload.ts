import type { JobDescription } from '@shortlist/contracts';
import { extractJob } from '@shortlist/matcher';
import { textOf, type IntakeDeps } from '../intake';
import type { IncomingFile } from '../upload/receive-files';
import { jobValues, presentJob } from './records';
import { findJobByFile, insertJob } from './store';

/**
 * A job description upload becomes a job: parsed in the sandbox, extracted, stored with its
 * file. The same file uploaded again by the same owner answers the earlier job (duplicateOf set).
 */
export async function createJobFromUpload(
  deps: IntakeDeps,
  ownerId: string,
  file: IncomingFile,
): Promise<{ job: JobDescription; created: boolean }> {
  const earlier = file.tooLarge ? undefined : await findJobByFile(deps.db, ownerId, file.sha256);
  if (earlier) return { job: presentJob(earlier, earlier.id), created: false };

  const { fileType, text } = await textOf(deps, file);
  const profile = extractJob(text);
  const values = jobValues(profile, {
    fileName: file.fileName,
    fileSize: file.bytes.length,
    fileType,
    sha256: file.sha256,
  });
  const { row, created } = await insertJob(deps.db, ownerId, values, file.bytes);
  if (created) deps.metrics.storedBytes.inc({ kind: 'job' }, file.bytes.length);
  return { job: presentJob(row, created ? null : row.id, profile), created };
}
