import type { BulkUploadResult, Candidate } from '@shortlist/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getPage, type Page } from '../api/client';
import { deleteDemoCandidate, uploadDemoCandidate } from '../demo/operations';
import { loadDemoData } from '../demo/store';
import { nullOn404 } from './jobs';
import { keys, type ListParams } from './keys';
import { candidateMatches } from './search';
import { pageOf, useScope } from './useScope';

/** `keepPrevious`: while a new search loads, show the last results (a picker's list stays put). */
export function useCandidates(params: ListParams = {}, { keepPrevious = false } = {}) {
  const { scope, signedIn } = useScope();
  return useQuery<Page<Candidate>>({
    queryKey: keys.candidates(scope, params),
    queryFn: signedIn
      ? () => getPage<Candidate>('/candidates', { ...params })
      : async () =>
          pageOf(
            loadDemoData().candidates.filter((c) => candidateMatches(c, params.q ?? '')),
            params,
          ),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export function useCandidate(id: string) {
  const { scope, signedIn } = useScope();
  return useQuery<Candidate | null>({
    queryKey: keys.candidate(scope, id),
    queryFn: signedIn
      ? () => api.get<Candidate>(`/candidates/${encodeURIComponent(id)}`).catch(nullOn404)
      : async () => loadDemoData().candidates.find((c) => c.id === id) ?? null,
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
  const { signedIn } = useScope();
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (file: File) => {
      if (!signedIn) return uploadDemoCandidate(file);
      const form = new FormData();
      form.append('file', file);
      return api.upload<Candidate>('/candidates', form);
    },
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
  const { signedIn } = useScope();
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: async (id: string) => {
      if (signedIn) await api.del(`/candidates/${encodeURIComponent(id)}`);
      else deleteDemoCandidate(id);
    },
    onSuccess: refresh,
  });
}
