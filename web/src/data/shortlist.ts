import type {
  AdvanceRequest,
  DecisionRequest,
  ImpactPreview,
  ImpactPreviewRequest,
  PipelineChange,
  RejectionDrafts,
  RejectionReasons,
  RejectionSendRequest,
  RejectRequest,
} from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { applyPipelineChange } from '../pages/pipeline/pipelineCache';
import { keys } from './keys';
import { useScope } from './useScope';

// Acting on a shortlist in bulk (issue #29.2) with the impact preview before it (#30.12).

const base = (jobId: string) => `/analysis/jobs/${encodeURIComponent(jobId)}`;

export function useRejectionReasons() {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.rejectionReasons(scope),
    queryFn: () => api.get<RejectionReasons>('/analysis/rejection-reasons'),
  });
}

export function useSaveRejectionReasons() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectionReasons) =>
      api.put<RejectionReasons>('/analysis/rejection-reasons', body),
    onSuccess: (saved) => queryClient.setQueryData(keys.rejectionReasons(scope), saved),
  });
}

/** The figures of a bulk action before it is taken; the server records that they were shown. */
export const useImpactPreview = (jobId: string) =>
  useMutation({
    mutationFn: (body: ImpactPreviewRequest) =>
      api.post<ImpactPreview>(`${base(jobId)}/impact-preview`, body),
  });

export type BulkAction =
  | { kind: 'reject'; body: RejectRequest }
  | { kind: 'advance'; body: AdvanceRequest }
  | { kind: 'hold'; body: Omit<DecisionRequest, 'decision' | 'jobId'> };

/** Takes a bulk action; the shortlist and the board read their rows again. */
export function useBulkAction(jobId: string) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BulkAction): Promise<PipelineChange | null> => {
      switch (action.kind) {
        case 'reject':
          return api.post<PipelineChange>(`${base(jobId)}/rejections`, action.body);
        case 'advance':
          return api.post<PipelineChange>(`${base(jobId)}/advance`, action.body);
        case 'hold':
          await api.post('/analysis/decisions', { ...action.body, jobId, decision: 'hold' });
          return null;
      }
    },
    onSuccess: (change) => {
      if (change) applyPipelineChange(queryClient, scope, change);
      void queryClient.invalidateQueries({ queryKey: ['batch', scope] });
    },
  });
}

export const useRejectionDrafts = (jobId: string) =>
  useMutation({
    mutationFn: (candidateIds: string[]) =>
      api.post<RejectionDrafts>(`${base(jobId)}/rejections/drafts`, { candidateIds }),
  });

export function useSendRejections(jobId: string) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectionSendRequest) =>
      api.post<PipelineChange>(`${base(jobId)}/rejections/send`, body),
    onSuccess: (change) => applyPipelineChange(queryClient, scope, change),
  });
}
