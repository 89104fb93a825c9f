import { internalOwnerQuery } from '@shortlist/contracts';
import { handle, requireInternal } from '@shortlist/kit';
import { Router } from 'express';
import { z } from 'zod';
import { candidateRecord } from '../candidates/candidate-record';
import { eraseCandidate } from '../candidates/erase-candidate';
import type { MatchingDb } from '../db';

const candidateParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * What the documents service asks for a candidate's rights (GDPR Art. 15 and 17): everything
 * matching holds about them, and its erasure. Service credential only; never routed by the gateway.
 */
export function internalRoutes(db: MatchingDb, internalToken: string): Router {
  const router = Router();
  router.use(requireInternal(internalToken));

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
