import type { InternalJobResponse } from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import type { DocumentsClient } from '../clients/documents';

// A batch is one job against many candidates: its profile is read once per worker process, not
// once per candidate. Bounded, and a failed read is forgotten so the retry reads again.
const MAX_CACHED_JOBS = 64;
const jobs = new Map<string, Promise<InternalJobResponse>>();

/**
 * A job's profile read once per worker process for many chunks; `scope` says which reads may share
 * it (one batch, or one reading version for the pool ranking).
 */
export function cachedJob(
  deps: { documents: DocumentsClient },
  ownerId: WorkspaceId,
  jobId: string,
  scope: string,
): Promise<InternalJobResponse> {
  const key = `${ownerId}\u0000${scope}\u0000${jobId}`;
  let job = jobs.get(key);
  if (!job) {
    job = deps.documents.getJob(ownerId, jobId);
    job.catch(() => jobs.delete(key));
    jobs.set(key, job);
    if (jobs.size > MAX_CACHED_JOBS) jobs.delete(jobs.keys().next().value ?? key);
  }
  return job;
}
