import {
  candidateLookupBody,
  candidateProfilesBody,
  internalOwnerQuery,
  poolRetrieveBody,
  readingPreviewBody,
  type CandidateLookupResponse,
  type PairLookupResponse,
  type PoolRetrieveResponse,
  type PoolStateResponse,
} from '@shortlist/contracts';
import { handle, notFound, requireInternal, stageTimer, type WorkspaceId } from '@shortlist/kit';
import { Router, type Response } from 'express';
import { poolState, retrieveForJob } from '../candidates/pool-index';
import { presentCandidate } from '../candidates/records';
import { candidateStore, findCandidatesForScoring, lookupCandidates } from '../candidates/store';
import type { DocumentsDb } from '../db';
import type { DocumentTable } from '../documents/kind';
import type { DocumentStore } from '../documents/store';
import { nextReading } from '../jobs/own-requirements';
import { canonicalReading } from '../jobs/reading';
import { jobStore } from '../jobs/store';
import type { PoolMemory } from '../pool-memory/pool-memory';

/**
 * Sends JSON the route wrote as text. Not `res.send`, which also hashes the body for an ETag no
 * internal caller uses.
 */
function sendJsonText(res: Response, json: string): void {
  const body = Buffer.from(json, 'utf8');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * What the matching service reads: records with their extracted profiles, on behalf of an owner
 * it names. Only callers holding the service credential get in; the gateway never routes here.
 */
export function internalRoutes(
  db: DocumentsDb,
  internalToken: string,
  poolMemory?: PoolMemory,
): Router {
  const router = Router();
  router.use(requireInternal(internalToken));

  /**
   * A record with its extracted profile, as JSON text: `{"<key>": record, "profile": profile}`
   * (InternalJobResponse, InternalCandidateResponse), written around the profile's JSON as
   * PostgreSQL gave it. 404 if it is not the owner's.
   */
  async function withProfileJson<T extends DocumentTable, Public>(
    store: DocumentStore<T, Public>,
    key: 'job' | 'candidate',
    ownerId: WorkspaceId,
    id: string,
  ): Promise<string> {
    const found = await store.findWithProfileJson(db, ownerId, id);
    if (!found) throw notFound(store.kind.label);
    return `{"${key}":${JSON.stringify(store.kind.present(found.summary))},"profile":${found.profileJson}}`;
  }

  function sendWithProfile<T extends DocumentTable, Public>(
    store: DocumentStore<T, Public>,
    key: 'job' | 'candidate',
  ) {
    return handle(async (req, res) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      const json = await withProfileJson(store, key, ownerId, String(req.params.id));
      sendJsonText(res, json);
    });
  }

  router.get('/jobs/:id', sendWithProfile(jobStore, 'job'));

  /** The reading an edit would be saved as, stored nowhere (readingPreviewBody). */
  router.post(
    '/jobs/:id/reading/preview',
    handle(async (req) => {
      const { ownerId, reading } = readingPreviewBody.parse(req.body);
      const job = await jobStore.findWithProfile(db, ownerId, String(req.params.id));
      if (!job) throw notFound(jobStore.kind.label);
      return nextReading(job.profile.model, canonicalReading(reading));
    }),
  );
  /** What the owner's pool holds now: a ranking made before a change is read again. */
  router.get(
    '/candidates/pool-state',
    handle(async (req) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      return (await poolState(db, ownerId)) satisfies PoolStateResponse;
    }),
  );
  router.get('/candidates/:id', sendWithProfile(candidateStore, 'candidate'));

  /** Whether the pool index's memory copy is loaded, and its size (operators, benchmarks). */
  router.get(
    '/pool-memory',
    handle(async () => (poolMemory ? await poolMemory.status() : { state: 'off' })),
  );

  /** A job's likeliest candidates from the pool index, best bound first (issue #31). */
  router.post(
    '/jobs/:id/pool/retrieve',
    handle(async (req) => {
      const { ownerId, depth, perTerm } = poolRetrieveBody.parse(req.body);
      const timer = stageTimer();
      const job = await timer.time('job', () =>
        jobStore.findWithProfile(db, ownerId, String(req.params.id)),
      );
      if (!job) throw notFound(jobStore.kind.label);
      const [state, candidates] = await Promise.all([
        poolState(db, ownerId),
        retrieveForJob(db, ownerId, job.profile, { depth, perTerm }, timer, poolMemory),
      ]);
      return { ...state, candidates, timings: timer.stages() } satisfies PoolRetrieveResponse;
    }),
  );

  /** Both documents of an analysis with their profiles, in one call (PairProfilesResponse). */
  router.get(
    '/pairs/:candidateId/:jobId/profiles',
    handle(async (req, res) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      const [candidate, job] = await Promise.all([
        withProfileJson(candidateStore, 'candidate', ownerId, String(req.params.candidateId)),
        withProfileJson(jobStore, 'job', ownerId, String(req.params.jobId)),
      ]);
      sendJsonText(res, `{"candidate":${candidate},"job":${job}}`);
    }),
  );

  /** The names an analysis is stored with, which also show both documents are the owner's. */
  router.get(
    '/pairs/:candidateId/:jobId',
    handle(async (req) => {
      const { ownerId } = internalOwnerQuery.parse(req.query);
      const [candidate, job] = await Promise.all([
        candidateStore.find(db, ownerId, String(req.params.candidateId)),
        jobStore.find(db, ownerId, String(req.params.jobId)),
      ]);
      if (!candidate) throw notFound(candidateStore.kind.label);
      if (!job) throw notFound(jobStore.kind.label);
      const { name } = candidateStore.kind.present(candidate);
      const { title } = jobStore.kind.present(job);
      return {
        candidate: { id: candidate.id, name },
        job: { id: job.id, title },
      } satisfies PairLookupResponse;
    }),
  );

  router.post(
    '/candidates/lookup',
    handle(async (req) => {
      const { ownerId, ids, details } = candidateLookupBody.parse(req.body);
      return {
        candidates: await lookupCandidates(db, ownerId, ids, details),
      } satisfies CandidateLookupResponse;
    }),
  );

  router.post(
    '/candidates/profiles',
    handle(async (req, res) => {
      const { ownerId, ids } = candidateProfilesBody.parse(req.body);
      const rows = await findCandidatesForScoring(db, ownerId, ids);
      // A CandidateProfilesResponse, written around the profiles' JSON as PostgreSQL gave it: a
      // pool's chunks carry megabytes of profiles, and parsing them only to write them again was
      // most of this service's work while a pool was ranked (issue #16). Written entry by entry,
      // not joined into one string of about a megabyte per chunk: joined, this process's memory
      // climbed past 500 MB over two rankings of a 10,000 pool; written so, it stays near 410.
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.cork();
      res.write('{"candidates":[');
      rows.forEach(({ profileJson, ...summary }, i) =>
        res.write(
          `${i ? ',' : ''}{"candidate":${JSON.stringify(presentCandidate(summary))},"profile":${profileJson}}`,
        ),
      );
      res.end(']}');
    }),
  );

  return router;
}
