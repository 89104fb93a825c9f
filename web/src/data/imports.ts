import type { JobDescription } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { uploadFiles, useRefreshDocuments } from './documents';

// Imports and exports in standard formats (#19). Signed-in users only: the server fetches the
// page or reads the files, and the records land in the account.

/** A job from its web page: the page's schema.org JobPosting data, else its main text. */
export function useImportJobFromUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.post<JobDescription>('/job-descriptions/import-url', { url }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

/** JSON Resume files, or one CSV with an optional ZIP of the resumes it names: one result a row.
 *  The server tells the CSV, the ZIP and JSON Resume files apart by their extensions. */
export function useImportCandidates() {
  const refresh = useRefreshDocuments('candidates');
  return useMutation({
    mutationFn: (files: File[]) => uploadFiles('/candidates/import', files),
    onSuccess: refresh,
  });
}

// The exports: where each file is read, and the name it is saved under when the server gives none.

export const jsonResumeFile = (candidateId: string) => ({
  path: `/candidates/${encodeURIComponent(candidateId)}/json-resume`,
  fileName: `resume-${candidateId}.json`,
});

export const jobPostingFile = (jobId: string) => ({
  path: `/job-descriptions/${encodeURIComponent(jobId)}/jobposting`,
  fileName: `jobposting-${jobId}.jsonld`,
});
