import type { RescoreJobBody, RescoreJobResponse } from '@shortlist/contracts';
import { createInternalClient, type Logger } from '@shortlist/kit';

/** Tells matching that a job's reading changed, so its analyses are scored again. */
export interface RescoreRequester {
  rescore(jobId: string, body: RescoreJobBody): Promise<void>;
}

/**
 * Best effort: the edit is saved whatever matching answers. When matching is away the scores
 * stay on the older version until the pair is analyzed again, and the log says so.
 */
export function matchingRescore(
  config: { MATCHING_URL: string; INTERNAL_TOKEN: string },
  logger: Logger,
): RescoreRequester {
  const matching = createInternalClient({
    baseUrl: config.MATCHING_URL,
    token: config.INTERNAL_TOKEN,
    service: 'matching',
  });
  return {
    async rescore(jobId, body) {
      try {
        const { queued } = await matching.post<RescoreJobResponse>(
          `/internal/jobs/${encodeURIComponent(jobId)}/rescore`,
          body,
        );
        logger.info({ jobId, version: body.requirementsVersion, queued }, 're-scoring job');
      } catch (err) {
        logger.warn({ err, jobId }, 'could not ask matching to re-score the job');
      }
    },
  };
}
