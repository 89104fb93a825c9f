import { currentRequestId, type WorkspaceId } from '@shortlist/kit';
import type { CoreDeps } from '../deps';
import type { AnalysisProducer } from '../queue';
import { analysesToRescore } from '../analyses-store';

/**
 * The job's reading was edited: queue ONE re-score task for the job (issue #30.8), never one per
 * analysis. Coalesced per job: while a task of the job waits, a newer edit adds none (the waiting
 * task reads the job as it is when it runs, so it scores with the newest reading); while one runs,
 * the newest edit keeps one task to follow it. Answers how many analyses it will look at.
 */
export async function requestJobRescore(
  deps: CoreDeps & { producer: AnalysisProducer },
  ownerId: WorkspaceId,
  jobId: string,
  requirementsVersion: number,
): Promise<number> {
  const rows = await analysesToRescore(deps.db, ownerId, jobId);
  if (!rows.length) return 0;
  await deps.producer.add({
    name: 'analysis.rescore',
    // BullMQ ids may not contain ':'.
    queueJobId: `rescore-${jobId}-v${requirementsVersion}-${Date.now()}`,
    data: { jobId, ownerId, requirementsVersion, requestId: currentRequestId() },
    options: { deduplication: { id: `rescore-${ownerId}-${jobId}`, keepLastIfActive: true } },
  });
  deps.logger.info({ jobId, requirementsVersion, analyses: rows.length }, 're-scoring a job');
  return rows.length;
}
