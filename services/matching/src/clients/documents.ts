import {
  candidateLookupResponse,
  candidateProfilesResponse,
  internalCandidateResponse,
  internalJobResponse,
  pairLookupResponse,
  pairProfilesResponse,
  poolRetrieveResponse,
  poolStateResponse,
  requirementModel,
  type CandidateLookupResponse,
  type InternalCandidateResponse,
  type InternalJobResponse,
  type PairLookupResponse,
  type PairProfilesResponse,
  type PoolRetrieveResponse,
  type PoolStateResponse,
  type RequirementModelRecord,
  type SaveReadingBody,
} from '@shortlist/contracts';
import { createInternalClient, type InternalEndpoint, type WorkspaceId } from '@shortlist/kit';

/** The documents service's internal API: the owner's jobs and candidates with their profiles. */
export interface DocumentsClient {
  getJob(ownerId: WorkspaceId, jobId: string): Promise<InternalJobResponse>;
  getCandidate(ownerId: WorkspaceId, candidateId: string): Promise<InternalCandidateResponse>;
  lookupCandidates(
    ownerId: WorkspaceId,
    ids: string[] | 'all',
    /** Also headline, location and email. */
    details?: boolean,
  ): Promise<CandidateLookupResponse['candidates']>;
  /** Many candidates with their profiles in one call; unknown and foreign ids are left out. */
  getCandidates(ownerId: WorkspaceId, ids: string[]): Promise<InternalCandidateResponse[]>;
  /** Both documents of an analysis with their profiles, in one call; 404 if either is not the owner's. */
  getPair(ownerId: WorkspaceId, candidateId: string, jobId: string): Promise<PairProfilesResponse>;
  /** The candidate's name and the job's title, without their profiles; 404 if either is not the owner's. */
  lookupPair(ownerId: WorkspaceId, candidateId: string, jobId: string): Promise<PairLookupResponse>;
  /** How many candidates the owner has, and when the newest was stored. */
  poolState(ownerId: WorkspaceId): Promise<PoolStateResponse>;
  /** A job's likeliest candidates from the pool index, best bound first (issue #31). */
  retrievePool(
    ownerId: WorkspaceId,
    jobId: string,
    depth: { depth: number; perTerm: number },
  ): Promise<PoolRetrieveResponse>;
  /** The reading an edit would be saved as, stored nowhere; 404 if the job is not the owner's. */
  previewReading(
    ownerId: WorkspaceId,
    jobId: string,
    reading: SaveReadingBody,
  ): Promise<RequirementModelRecord>;
}

/**
 * `retrieveTimeoutMs` is the pool retrieval's own limit: it reads a large index and bounds a few
 * thousand candidates, which a loaded machine can stretch past the usual internal timeout; still
 * bounded, so a request cannot hang on it. The larger of it and `timeoutMs` applies.
 */
export function createDocumentsClient(
  options: InternalEndpoint & { retrieveTimeoutMs?: number },
): DocumentsClient {
  const client = createInternalClient({ ...options, service: 'documents' });
  const owner = (ownerId: WorkspaceId) => `ownerId=${encodeURIComponent(ownerId)}`;
  return {
    getJob: async (ownerId, jobId) =>
      internalJobResponse.parse(
        await client.get(`/internal/jobs/${encodeURIComponent(jobId)}?${owner(ownerId)}`),
      ),
    getCandidate: async (ownerId, candidateId) =>
      internalCandidateResponse.parse(
        await client.get(
          `/internal/candidates/${encodeURIComponent(candidateId)}?${owner(ownerId)}`,
        ),
      ),
    lookupCandidates: async (ownerId, ids, details) =>
      candidateLookupResponse.parse(
        await client.post(
          '/internal/candidates/lookup',
          details ? { ownerId, ids, details } : { ownerId, ids },
        ),
      ).candidates,
    getPair: async (ownerId, candidateId, jobId) =>
      pairProfilesResponse.parse(
        await client.get(
          `/internal/pairs/${encodeURIComponent(candidateId)}/${encodeURIComponent(jobId)}/profiles?${owner(ownerId)}`,
        ),
      ),
    lookupPair: async (ownerId, candidateId, jobId) =>
      pairLookupResponse.parse(
        await client.get(
          `/internal/pairs/${encodeURIComponent(candidateId)}/${encodeURIComponent(jobId)}?${owner(ownerId)}`,
        ),
      ),
    previewReading: async (ownerId, jobId, reading) =>
      requirementModel.parse(
        await client.post(`/internal/jobs/${encodeURIComponent(jobId)}/reading/preview`, {
          ownerId,
          reading,
        }),
      ),
    poolState: async (ownerId) =>
      poolStateResponse.parse(
        await client.get(`/internal/candidates/pool-state?${owner(ownerId)}`),
      ),
    retrievePool: async (ownerId, jobId, depth) =>
      poolRetrieveResponse.parse(
        await client.post(
          `/internal/jobs/${encodeURIComponent(jobId)}/pool/retrieve`,
          { ownerId, ...depth },
          { timeoutMs: Math.max(options.timeoutMs, options.retrieveTimeoutMs ?? 0) },
        ),
      ),
    getCandidates: async (ownerId, ids) =>
      candidateProfilesResponse.parse(
        await client.post('/internal/candidates/profiles', { ownerId, ids }),
      ).candidates,
  };
}
