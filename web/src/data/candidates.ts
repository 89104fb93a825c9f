import type { Candidate } from '@shortlist/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { uploadFiles, useDocumentChange, useDocumentPage, useRefreshDocuments } from './documents';
import { keys, type ListParams } from './keys';
import { useScope } from './useScope';

export function useCandidates(params: ListParams = {}, { keepPrevious = false } = {}) {
  const { scope, source } = useScope();
  return useDocumentPage(
    keys.candidates(scope, params),
    () => source.candidates(params),
    keepPrevious,
  );
}

export function useCandidate(id: string) {
  const { scope, source } = useScope();
  return useQuery<Candidate | null>({
    queryKey: keys.candidate(scope, id),
    queryFn: () => source.candidate(id),
  });
}

export const useUploadCandidate = () =>
  useDocumentChange('candidates', (source, file: File) => source.uploadCandidate(file));

/** Many resumes at once, signed-in users only; the server answers one result per file. */
export function useBulkUploadCandidates() {
  const refresh = useRefreshDocuments('candidates');
  return useMutation({
    mutationFn: (files: File[]) => uploadFiles('/candidates/bulk', files),
    onSuccess: refresh,
  });
}

export const useDeleteCandidate = () =>
  useDocumentChange('candidates', (source, id: string) => source.deleteCandidate(id));
