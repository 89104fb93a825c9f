import type { BulkUploadResult, Candidate } from '@shortlist/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '../api/client';
import { keys, type ListParams } from './keys';
import { useScope } from './useScope';

/** `keepPrevious`: while a new search loads, show the last results (a picker's list stays put). */
export function useCandidates(params: ListParams = {}, { keepPrevious = false } = {}) {
  const { scope, source } = useScope();
  return useQuery<Page<Candidate>>({
    queryKey: keys.candidates(scope, params),
    queryFn: () => source.candidates(params),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export function useCandidate(id: string) {
  const { scope, source } = useScope();
  return useQuery<Candidate | null>({
    queryKey: keys.candidate(scope, id),
    queryFn: () => source.candidate(id),
  });
}

function useRefreshCandidates() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['candidates'] });
    void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
  };
}

export function useUploadCandidate() {
  const { source } = useScope();
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (file: File) => source.uploadCandidate(file),
    onSuccess: refresh,
  });
}

/** Many resumes at once, signed-in users only; the server answers one result per file. */
export function useBulkUploadCandidates() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return api.upload<BulkUploadResult>('/candidates/bulk', form);
    },
    onSuccess: refresh,
  });
}

export function useDeleteCandidate() {
  const { source } = useScope();
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (id: string) => source.deleteCandidate(id),
    onSuccess: refresh,
  });
}
