import type {
  Analysis,
  Batch,
  CandidateDecision,
  DecisionRequest,
  DecisionsTaken,
  HumanDecision,
} from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

export const DECISION_LABELS: Record<HumanDecision, string> = {
  advance: 'Advance',
  hold: 'Hold',
  reject: 'Reject',
};

/**
 * A recruiter's decision on one or many candidates of a job. The server logs each one in the audit
 * trail; the cache shows it at once on the analysis pages and the shortlists that hold them.
 */
export function useDecide() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionRequest) => api.post<DecisionsTaken>('/analysis/decisions', body),
    onSuccess: (taken, body) => {
      const decision: CandidateDecision = {
        decision: taken.decision,
        reason: body.reason || null,
        // The scope of a signed-in user is their id.
        decidedBy: scope,
        decidedAt: new Date().toISOString(),
      };
      const decided = new Set(taken.candidateIds);
      for (const candidateId of taken.candidateIds) {
        queryClient.setQueryData<Analysis | null>(
          keys.analysis(scope, candidateId, taken.jobId),
          (old) => (old ? { ...old, decision } : old),
        );
      }
      queryClient.setQueriesData<Batch>({ queryKey: ['batch', scope] }, (old) =>
        old && old.jobId === taken.jobId
          ? {
              ...old,
              results: old.results.map((r) =>
                decided.has(r.candidateId) ? { ...r, decision } : r,
              ),
            }
          : old,
      );
      // The server's copy (who decided, exactly when) replaces the guess on the next read.
      void queryClient.invalidateQueries({ queryKey: ['batch', scope], refetchType: 'none' });
    },
  });
}
