import {
  candidateLookupResponse,
  candidateProfilesResponse,
  internalCandidateResponse,
  internalJobResponse,
  type CandidateLookupResponse,
  type InternalCandidateResponse,
  type InternalJobResponse,
} from '@shortlist/contracts';
import { createInternalClient, type WorkspaceId } from '@shortlist/kit';

/** The documents service's internal API: the owner's jobs and candidates with their profiles. */
export interface DocumentsClient {
  getJob(ownerId: WorkspaceId, jobId: string): Promise<InternalJobResponse>;
  getCandidate(ownerId: WorkspaceId, candidateId: string): Promise<InternalCandidateResponse>;
  lookupCandidates(
    ownerId: WorkspaceId,
    ids: string[] | 'all',
  ): Promise<CandidateLookupResponse['candidates']>;
  /** Many candidates with their profiles in one call; unknown and foreign ids are left out. */
  getCandidates(ownerId: WorkspaceId, ids: string[]): Promise<InternalCandidateResponse[]>;
}

export function createDocumentsClient(options: {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}): DocumentsClient {
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
    lookupCandidates: async (ownerId, ids) =>
      candidateLookupResponse.parse(
        await client.post('/internal/candidates/lookup', { ownerId, ids }),
      ).candidates,
    getCandidates: async (ownerId, ids) =>
      candidateProfilesResponse.parse(
        await client.post('/internal/candidates/profiles', { ownerId, ids }),
      ).candidates,
  };
}
