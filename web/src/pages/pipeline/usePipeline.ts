import type {
  JobPipeline,
  OutreachRequest,
  OutreachSettings,
  PipelineChange,
  PipelineEvent,
  PipelineStage,
  PipelineTopRequest,
} from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import { keys } from '../../data/keys';
import { useScope } from '../../data/useScope';
import { applyPipelineChange } from './pipelineCache';

const base = (jobId: string) => `/analysis/jobs/${encodeURIComponent(jobId)}`;

/** The job's pipeline; null when nobody was analysed for the job yet (the server says 404). */
export function usePipeline(jobId: string) {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.pipeline(scope, jobId),
    queryFn: async () => {
      try {
        return await api.get<JobPipeline>(`${base(jobId)}/pipeline`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

export function usePipelineHistory(jobId: string, candidateId: string) {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.pipelineHistory(scope, jobId, candidateId),
    queryFn: async () =>
      (
        await api.get<{ events: PipelineEvent[] }>(
          `${base(jobId)}/pipeline/${encodeURIComponent(candidateId)}/history`,
        )
      ).events,
  });
}

/**
 * A mutation whose answer is a pipeline change, applied to the cache as a live event would be.
 * `expected` shows the change before the server answers (a card moves at the key press); the
 * answer, or on failure the server's pipeline, then replaces it.
 */
function useChange<V>(
  send: (vars: V) => Promise<PipelineChange>,
  expected?: (old: JobPipeline, vars: V) => JobPipeline,
  jobId?: string,
) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (vars) => {
      if (!expected || jobId === undefined) return;
      queryClient.setQueryData<JobPipeline | null>(keys.pipeline(scope, jobId), (old) =>
        old ? expected(old, vars) : old,
      );
    },
    onSuccess: (change) => applyPipelineChange(queryClient, scope, change),
    // A partly sent selection moved some candidates before the failure: ask for the truth.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['pipeline', scope] }),
  });
}

export const useMoveCandidates = (jobId: string) =>
  useChange(
    (vars: { candidateIds: string[]; stage: PipelineStage }) =>
      api.post<PipelineChange>(`${base(jobId)}/pipeline/moves`, vars),
    (old, { candidateIds, stage }) => {
      const moving = new Set(candidateIds);
      return {
        ...old,
        entries: old.entries.map((e) => (moving.has(e.candidateId) ? { ...e, stage } : e)),
      };
    },
    jobId,
  );

/** Moves the `count` best-scored candidates still in New to a stage (Shortlisted by default). */
export const useMoveTop = (jobId: string) =>
  useChange((vars: PipelineTopRequest) =>
    api.post<PipelineChange>(`${base(jobId)}/pipeline/top`, vars),
  );

export const useAddNote = (jobId: string) =>
  useChange((vars: { candidateId: string; note: string }) =>
    api.post<PipelineChange>(
      `${base(jobId)}/pipeline/${encodeURIComponent(vars.candidateId)}/notes`,
      { note: vars.note },
    ),
  );

export const useSendOutreach = (jobId: string) =>
  useChange((vars: OutreachRequest) => api.post<PipelineChange>(`${base(jobId)}/outreach`, vars));

export function useOutreachSettings() {
  return useQuery({
    queryKey: ['outreach-settings'],
    queryFn: () => api.get<OutreachSettings>('/analysis/outreach/settings'),
    staleTime: Infinity,
  });
}
