import type { JobPipeline, PipelineChange } from '@shortlist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../data/keys';

/**
 * Puts a pipeline change (a request's answer or a live event) into the cache: the job's board
 * shows the moved entries at once, and the open histories ask the server again.
 */
export function applyPipelineChange(
  queryClient: QueryClient,
  scope: string,
  change: PipelineChange,
): void {
  const changed = new Map(change.entries.map((e) => [e.candidateId, e]));
  queryClient.setQueryData<JobPipeline>(keys.pipeline(scope, change.jobId), (old) =>
    // A change's entries carry no card details (headline, location): the board keeps its own.
    old
      ? {
          ...old,
          entries: old.entries.map((e) => {
            const next = changed.get(e.candidateId);
            return next ? { ...e, ...next } : e;
          }),
        }
      : old,
  );
  void queryClient.invalidateQueries({
    queryKey: [...keys.pipeline(scope, change.jobId), 'history'],
  });
}
