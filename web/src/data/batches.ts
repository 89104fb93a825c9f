import type { Batch, BatchRequest } from '@shortlist/contracts';
import { replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { newerBatch } from './reconcile';
import { useScope } from './useScope';

export function useBatch(id: string | null) {
  const { scope } = useScope();
  return useQuery<Batch>({
    queryKey: keys.batch(scope, id ?? ''),
    queryFn: () => api.get<Batch>(`/analysis/batch/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    // A refetch sent before the last progress event was saved answers with older counts: the
    // shown count keeps the larger, so it never goes back ("72, then 63 of 72").
    structuralSharing: (old, fetched) =>
      replaceEqualDeep(old, newerBatch(old as Batch | undefined, fetched as Batch)),
  });
}

export function useStartBatch() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchRequest) => api.post<Batch>('/analysis/batch', body),
    onSuccess: (batch) => {
      queryClient.setQueryData(keys.batch(scope, batch.id), batch);
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}
