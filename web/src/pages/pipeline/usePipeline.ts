import type {
  JobPipeline,
  OutreachRequest,
  OutreachSettings,
  PipelineChange,
  PipelineEvent,
  PipelineStage,
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

/** A mutation whose answer is a pipeline change, applied to the cache as a live event would be. */
function useChange<V>(send: (vars: V) => Promise<PipelineChange>) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (change) => applyPipelineChange(queryClient, scope, change),
    // A partly sent selection moved some candidates before the failure: ask for the truth.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['pipeline', scope] }),
  });
}

export const useMoveCandidates = (jobId: string) =>
  useChange((vars: { candidateIds: string[]; stage: PipelineStage }) =>
    api.post<PipelineChange>(`${base(jobId)}/pipeline/moves`, vars),
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
