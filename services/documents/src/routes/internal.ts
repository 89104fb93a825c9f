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
import { Router, type Request } from 'express';
import { presentCandidate } from '../candidates/records';
import { candidateStore, findCandidatesWithProfiles, lookupCandidates } from '../candidates/store';
import type { DocumentsDb } from '../db';
import type { DocumentTable } from '../documents/kind';
import type { DocumentStore } from '../documents/store';
import { jobStore } from '../jobs/store';

/**
 * What the matching service reads: records with their extracted profiles, on behalf of an owner
 * it names. Only callers holding the service credential get in; the gateway never routes here.
 */
export function internalRoutes(db: DocumentsDb, internalToken: string): Router {
  const router = Router();
  router.use(requireInternal(internalToken));

  /** A record with its extracted profile, for the owner the query names. */
  async function withProfile<T extends DocumentTable, Public>(
    store: DocumentStore<T, Public>,
    req: Request,
  ) {
    const { ownerId } = internalOwnerQuery.parse(req.query);
    const row = await store.findWithProfile(db, ownerId, String(req.params.id));
    if (!row) throw notFound(store.kind.label);
    return { record: store.kind.present(row), profile: row.profile };
  }

  router.get(
    '/jobs/:id',
    handle(async (req) => {
      const { record, profile } = await withProfile(jobStore, req);
      return { job: record, profile } satisfies InternalJobResponse;
    }),
  );

  router.get(
    '/candidates/:id',
    handle(async (req) => {
      const { record, profile } = await withProfile(candidateStore, req);
      return { candidate: record, profile } satisfies InternalCandidateResponse;
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
