import type { Analysis, Candidate, JobDescription } from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getPage, type Page } from '../api/client';
import { matchCategory } from '../analytics/events';
import { track } from '../analytics/track';
import { findDemoAnalysis, runDemoAnalysis } from '../demo/operations';
import { loadDemoData } from '../demo/store';
import { nullOn404 } from './jobs';
import { keys, type ListParams } from './keys';
import { pageOf, useScope } from './useScope';

const newestFirst = (a: Analysis, b: Analysis) => b.createdAt.localeCompare(a.createdAt);

export function useAnalyses(params: ListParams = {}) {
  const { scope, signedIn } = useScope();
  return useQuery<Page<Analysis>>({
    queryKey: keys.analyses(scope, params),
    queryFn: signedIn
      ? () => getPage<Analysis>('/analysis', { ...params })
      : async () => pageOf([...loadDemoData().analyses].sort(newestFirst), params),
  });
}

export function analysisPath(candidateId: string, jobId: string): string {
  return `/analysis/${encodeURIComponent(candidateId)}/${encodeURIComponent(jobId)}`;
}

/** One analysis; null when there is none. Live changes arrive through the socket, not polling. */
export function useAnalysis(candidateId: string, jobId: string) {
  const { scope, signedIn } = useScope();
  return useQuery<Analysis | null>({
    queryKey: keys.analysis(scope, candidateId, jobId),
    queryFn: signedIn
      ? () => api.get<Analysis>(analysisPath(candidateId, jobId)).catch(nullOn404)
      : async () => findDemoAnalysis(candidateId, jobId),
  });
}

export interface RunAnalysisInput {
  candidate: Candidate;
  job: JobDescription;
}

export function useRunAnalysis() {
  const { scope, signedIn } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ candidate, job }: RunAnalysisInput): Promise<Analysis> => {
      if (!signedIn) {
        const result = await runDemoAnalysis(candidate.id, job.id);
        if (result.matchPercentage !== null) {
          track('analysis_completed', {
            matchPercentage: result.matchPercentage,
            category: matchCategory(result.matchPercentage),
            mode: 'demo',
          });
        }
        return result;
      }
      // 202: the analysis is queued; its stages arrive over the socket.
      const queued = await api.post<Analysis>(analysisPath(candidate.id, job.id));
      return { ...queued, candidate: queued.candidate ?? candidate, job: queued.job ?? job };
    },
    onSuccess: (analysis) => {
      const key = keys.analysis(scope, analysis.candidateId, analysis.jobId);
      queryClient.setQueryData(key, analysis);
      // Still ask the server once when the page mounts, so nothing said meanwhile is missed.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
      void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
    },
    onError: (err) => {
      track('analysis_failed', { mode: signedIn ? 'account' : 'demo', error: err.message });
    },
  });
}

export function useRegenerateMessage() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) =>
      api.post<Analysis>(`/analysis/${encodeURIComponent(analysisId)}/regenerate-message`),
    onSuccess: (fresh) => {
      queryClient.setQueryData<Analysis | null>(
        keys.analysis(scope, fresh.candidateId, fresh.jobId),
        (old) =>
          old
            ? { ...old, generatedMessage: fresh.generatedMessage, updatedAt: fresh.updatedAt }
            : fresh,
      );
    },
  });
}
