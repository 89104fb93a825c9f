import type { Batch, BatchRequest } from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

export function useBatch(id: string | null) {
  const { scope } = useScope();
  return useQuery<Batch>({
    queryKey: keys.batch(scope, id ?? ''),
    queryFn: () => api.get<Batch>(`/analysis/batch/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
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
