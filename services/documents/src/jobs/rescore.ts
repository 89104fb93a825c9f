import type { RescoreJobBody } from '@shortlist/contracts';
import type { Logger } from '@shortlist/kit';
import type { MatchingClient } from '../clients/matching';

/**
 * Tells matching that a job's reading changed, so its analyses are scored again. Best effort: the
 * edit is saved whatever matching answers. When matching is away the scores stay on the older
 * version until the pair is analyzed again, and the log says so.
 */
export async function requestRescore(
  matching: MatchingClient,
  logger: Logger,
  jobId: string,
  body: RescoreJobBody,
): Promise<void> {
  try {
    const { queued } = await matching.rescoreJob(jobId, body);
    logger.info({ jobId, version: body.requirementsVersion, queued }, 're-scoring job');
  } catch (err) {
    logger.warn({ err, jobId }, 'could not ask matching to re-score the job');
  }
}
