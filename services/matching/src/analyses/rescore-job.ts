import { currentRequestId, type WorkspaceId } from '@shortlist/kit';
import type { CoreDeps } from '../deps';
import type { AnalysisProducer, QueuedJob } from '../queue';
import { analysesToRescore } from './runs';

/**
 * The job's reading was edited: queue its analyses to be scored again (see analysesToRescore). One
 * BullMQ job per analysis and reading version, so asking twice queues once.
 */
export async function requestJobRescore(
  deps: CoreDeps & { producer: AnalysisProducer },
  ownerId: WorkspaceId,
  jobId: string,
  requirementsVersion: number,
): Promise<number> {
  const rows = await analysesToRescore(deps.db, ownerId, jobId);
  const requestId = currentRequestId();
  const jobs: QueuedJob<'analysis.rescore'>[] = rows.map((row) => ({
    name: 'analysis.rescore',
    // BullMQ ids may not contain ':'.
    jobId: `rescore-${row.id}-v${requirementsVersion}`,
    data: { analysisId: row.id, ownerId, requirementsVersion, requestId },
  }));
  await deps.producer.addBulk(jobs);
  deps.logger.info({ jobId, requirementsVersion, analyses: jobs.length }, 're-scoring a job');
  return jobs.length;
}
