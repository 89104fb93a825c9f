import type { Analysis, Candidate, JobDescription } from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '../api/client';
import { matchCategory } from '../analytics/events';
import { track } from '../analytics/track';
import { useLiveStatus } from '../live/LiveProvider';
import { keys, type ListParams } from './keys';
import { isFinished, newerAnalysis } from './reconcile';
import { useScope } from './useScope';

export { analysisPath } from './source';

export function useAnalyses(params: ListParams = {}) {
  const { scope, source } = useScope();
  return useQuery<Page<Analysis>>({
    queryKey: keys.analyses(scope, params),
    queryFn: () => source.analyses(params),
  });
}

/** While the socket is down, an unfinished analysis is asked for this often. */
const POLL_WHILE_OFFLINE_MS = 3000;

/**
 * One analysis; null when there is none. Live changes arrive through the socket; a fetched copy
 * is reconciled with what the socket already put in the cache, so a response that was on its way
 * when the 'completed' event came cannot put the page back to an earlier stage. Only while the
 * socket is not connected (events would be lost) does an unfinished analysis poll.
 */
export function useAnalysis(candidateId: string, jobId: string) {
  const { scope, signedIn, source } = useScope();
  const queryClient = useQueryClient();
  const live = useLiveStatus();
  const queryKey = keys.analysis(scope, candidateId, jobId);
  return useQuery<Analysis | null>({
    queryKey,
    queryFn: async () => {
      const fetched = await source.analysis(candidateId, jobId);
      if (!fetched) return null;
      return newerAnalysis(queryClient.getQueryData<Analysis | null>(queryKey), fetched);
    },
    refetchInterval: (query) => {
      const a = query.state.data;
      return signedIn && live !== 'live' && a && !isFinished(a.status)
        ? POLL_WHILE_OFFLINE_MS
        : false;
    },
  });
}

export interface RunAnalysisInput {
  candidate: Candidate;
  job: JobDescription;
}

export function useRunAnalysis() {
  const { scope, source } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ candidate, job }: RunAnalysisInput): Promise<Analysis> => {
      const result = await source.runAnalysis(candidate, job);
      // An account's analysis is only queued here; the socket reports its completion.
      if (source.mode === 'demo' && result.matchPercentage !== null) {
        track('analysis_completed', {
          matchPercentage: result.matchPercentage,
          category: matchCategory(result.matchPercentage),
          mode: 'demo',
        });
      }
      return result;
    },
    onSuccess: (analysis) => {
      const key = keys.analysis(scope, analysis.candidateId, analysis.jobId);
      // The socket may have said 'completed' before this 202 arrived: keep the newer.
      queryClient.setQueryData<Analysis | null>(key, (old) => newerAnalysis(old, analysis));
      // Still ask the server once when the page mounts, so nothing said meanwhile is missed.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
      void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
    },
    onError: (err) => {
      track('analysis_failed', { mode: source.mode, error: err.message });
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
