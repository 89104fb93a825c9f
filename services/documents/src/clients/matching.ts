import {
  candidateErased,
  candidateMatchingRecord,
  type CandidateErased,
  type CandidateMatchingRecord,
  type RescoreJobBody,
  type RescoreJobResponse,
} from '@shortlist/contracts';
import { createInternalClient, type InternalEndpoint, type WorkspaceId } from '@shortlist/kit';

/**
 * The matching service's internal API: re-scoring a job whose reading was edited, what it holds
 * about a candidate, and its erasure.
 */
export interface MatchingClient {
  rescoreJob(jobId: string, body: RescoreJobBody): Promise<RescoreJobResponse>;
  candidateRecord(ownerId: WorkspaceId, candidateId: string): Promise<CandidateMatchingRecord>;
  eraseCandidate(ownerId: WorkspaceId, candidateId: string): Promise<CandidateErased>;
}

export function createMatchingClient(options: InternalEndpoint): MatchingClient {
  const client = createInternalClient({ ...options, service: 'matching' });
  const path = (ownerId: WorkspaceId, candidateId: string, tail = '') =>
    `/internal/candidates/${encodeURIComponent(candidateId)}${tail}?ownerId=${encodeURIComponent(ownerId)}`;
  return {
    rescoreJob: (jobId, body) =>
      client.post<RescoreJobResponse>(`/internal/jobs/${encodeURIComponent(jobId)}/rescore`, body),
    candidateRecord: async (ownerId, candidateId) =>
      candidateMatchingRecord.parse(await client.get(path(ownerId, candidateId, '/record'))),
    eraseCandidate: async (ownerId, candidateId) =>
      candidateErased.parse(await client.request('DELETE', path(ownerId, candidateId))),
  };
}
