import {
  candidateLookupBody,
  candidateProfilesBody,
  internalOwnerQuery,
  type CandidateLookupResponse,
  type CandidateProfilesResponse,
  type InternalCandidateResponse,
  type InternalJobResponse,
} from '@shortlist/contracts';
import { handle, notFound, requireInternal } from '@shortlist/kit';
import { Router } from 'express';
import { presentCandidate } from '../candidates/records';
import {
  findCandidatesWithProfiles,
  findCandidateWithProfile,
  lookupCandidates,
} from '../candidates/store';
import type { DocumentsDb } from '../db';
import { presentJob } from '../jobs/records';
import { findJobWithProfile } from '../jobs/store';

/**
 * What the matching service reads: records with their extracted profiles, on behalf of an owner
 * it names. Only callers holding the service credential get in; the gateway never routes here.
 */
export function internalRoutes(db: DocumentsDb, internalToken: string): Router {
  const router = Router();
  router.use(requireInternal(internalToken));

  router.get(
    '/jobs/:id',
    handle(async (req) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      const row = await findJobWithProfile(db, ownerId, String(req.params.id));
      if (!row) throw notFound('Job description');
      const { profile, ...summary } = row;
      return { job: presentJob(summary), profile } satisfies InternalJobResponse;
    }),
  );

  router.get(
    '/candidates/:id',
    handle(async (req) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      const row = await findCandidateWithProfile(db, ownerId, String(req.params.id));
      if (!row) throw notFound('Candidate');
      const { profile, ...summary } = row;
      return { candidate: presentCandidate(summary), profile } satisfies InternalCandidateResponse;
    }),
  );

  router.post(
    '/candidates/lookup',
    handle(async (req) => {
      const { ownerId, ids } = candidateLookupBody.parse(req.body);
      return {
        candidates: await lookupCandidates(db, ownerId, ids),
      } satisfies CandidateLookupResponse;
    }),
  );

  router.post(
    '/candidates/profiles',
    handle(async (req) => {
      const { ownerId, ids } = candidateProfilesBody.parse(req.body);
      const rows = await findCandidatesWithProfiles(db, ownerId, ids);
      return {
        candidates: rows.map(({ profile, ...summary }) => ({
          candidate: presentCandidate(summary),
          profile,
        })),
      } satisfies CandidateProfilesResponse;
    }),
  );

  return router;
}
