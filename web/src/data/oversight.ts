import type {
  BiasAudit,
  FairnessReport,
  GroupsUploaded,
  JobCandidates,
  JobOversight,
} from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

// Blind screening, the fairness report and re-scoring after an engine upgrade (issue #17).

const jobPath = (jobId: string) => `/analysis/jobs/${encodeURIComponent(jobId)}`;

/** Whatever shows candidates is read again: the server masks or unmasks them. */
function refreshCandidates(queryClient: QueryClient, scope: string) {
  for (const key of ['analysis', 'analyses', 'batch', 'stats']) {
    void queryClient.invalidateQueries({ queryKey: [key, scope] });
  }
}

export function useJobOversight(jobId: string, { enabled = true } = {}) {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.oversight(scope, jobId),
    queryFn: () => api.get<JobOversight>(`${jobPath(jobId)}/oversight`),
    enabled,
  });
}

/**
 * The candidates the screening picker may list for a job, from matching's presenter: on a blind
 * job each hidden one under its label, with no name, seniority or city (issue #30.3).
 */
export function useJobCandidates(jobId: string, enabled: boolean) {
  const { scope } = useScope();
  return useQuery({
    queryKey: [...keys.oversight(scope, jobId), 'candidates'],
    queryFn: () => api.get<JobCandidates>(`${jobPath(jobId)}/candidates`),
    enabled,
  });
}

/** A change of the job's oversight: the answer is its new settings, and whatever shows its
 *  candidates is read again. */
function useOversightChange<T>(jobId: string, send: (input: T) => Promise<JobOversight>) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      queryClient.setQueryData(keys.oversight(scope, jobId), settings);
      refreshCandidates(queryClient, scope);
    },
  });
}

export function useSetBlind(jobId: string) {
  return useOversightChange(jobId, (blind: boolean) =>
    api.put<JobOversight>(`${jobPath(jobId)}/blind`, { blind }),
  );
}

/** Shows one hidden candidate in full; the server records the reveal in the audit trail. */
export function useReveal(jobId: string) {
  return useOversightChange(jobId, (candidateId: string) =>
    api.post<JobOversight>(`${jobPath(jobId)}/reveal`, { candidateId }),
  );
}

export function useUploadGroups(jobId: string) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post<GroupsUploaded>('/analysis/groups', { csv }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.oversight(scope, jobId) }),
  });
}

export function useFairness(jobId: string, threshold: number) {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.fairness(scope, jobId, threshold),
    queryFn: () => api.get<FairnessReport>(`${jobPath(jobId)}/fairness`, { threshold }),
    retry: false,
  });
}

export const fairnessCsvPath = (jobId: string, threshold: number) =>
  `${jobPath(jobId)}/fairness?threshold=${threshold}&format=csv`;

/** The bias audit's scope: one job, or every job of the workspace (`null`). */
const biasAuditQuery = (jobId: string | null): Record<string, string> => (jobId ? { jobId } : {});

/** The NYC LL144 bias audit summary's figures, for the scope the download will cover. */
export function useBiasAudit(jobId: string | null) {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.biasAudit(scope, jobId),
    queryFn: () => api.get<BiasAudit>('/analysis/oversight/bias-audit', biasAuditQuery(jobId)),
    retry: false,
  });
}

export const biasAuditPath = (jobId: string | null, format: 'csv' | 'json') =>
  `/analysis/oversight/bias-audit?${new URLSearchParams({ ...biasAuditQuery(jobId), format })}`;

/** Asks for a re-score with the current engine; the new result arrives as a live event. */
export function useEngineRescore() {
  return useMutation({
    mutationFn: (analysisId: string) =>
      api.post<{ analysisId: string; queued: boolean }>(
        `/analysis/${encodeURIComponent(analysisId)}/rescore-engine`,
      ),
  });
}
