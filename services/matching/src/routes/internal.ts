import { internalOwnerQuery, rescoreJobBody, type RescoreJobResponse } from '@shortlist/contracts';
import { handle, requireInternal } from '@shortlist/kit';
import { Router } from 'express';
import { z } from 'zod';
import { requestJobRescore } from '../analyses/rescore-job';
import { candidateRecord } from '../candidates/candidate-record';
import { eraseCandidate } from '../candidates/erase-candidate';
import type { CoreDeps } from '../deps';
import type { AnalysisProducer } from '../queue';

const candidateParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * What other services ask of matching: re-scoring a job whose reading was edited, and, for a
 * candidate's rights (GDPR Art. 15 and 17), everything matching holds about them and its erasure.
 * Only callers holding the service credential get in; the gateway never routes here.
 */
export function internalRoutes(deps: CoreDeps & { producer: AnalysisProducer }): Router {
  const { db } = deps;
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

  router.get(
    '/candidates/:id/record',
    handle(async (req) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      return candidateRecord(db, ownerId, candidateParams.parse(req.params).id);
    }),
  );

  router.delete(
    '/candidates/:id',
    handle(async (req) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      // The owner asks for the erasure: they are its actor.
      return eraseCandidate(db, ownerId, candidateParams.parse(req.params).id, ownerId);
    }),
  );
  return router;
}
