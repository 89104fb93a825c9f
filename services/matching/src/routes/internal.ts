import { rescoreJobBody, type RescoreJobResponse } from '@shortlist/contracts';
import { handle, requireInternal } from '@shortlist/kit';
import { Router } from 'express';
import { requestJobRescore } from '../analyses/rescore-job';
import type { CoreDeps } from '../deps';
import type { AnalysisProducer } from '../queue';

/**
 * What other services ask of matching. Only callers holding the service credential get in; the
 * gateway never routes here.
 */
export function internalRoutes(deps: CoreDeps & { producer: AnalysisProducer }): Router {
  const router = Router();
  router.use(requireInternal(deps.config.INTERNAL_TOKEN));

  // Documents saved a new version of the job's reading.
  router.post(
    '/jobs/:jobId/rescore',
    handle(async (req) => {
      const { ownerId, requirementsVersion } = rescoreJobBody.parse(req.body);
      const queued = await requestJobRescore(
        deps,
        ownerId,
        String(req.params.jobId),
        requirementsVersion,
      );
      return { queued } satisfies RescoreJobResponse;
    }),
  );
  return router;
}
