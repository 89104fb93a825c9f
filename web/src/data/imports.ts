import type { BulkUploadResult, JobDescription } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

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

/** JSON Resume files, or one CSV with an optional ZIP of the resumes it names: one result a row. */
export function useImportCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      // The server tells the CSV, the ZIP and JSON Resume files apart by their extensions.
      for (const file of files) form.append('files', file);
      return api.upload<BulkUploadResult>('/candidates/import', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['candidates'] }),
  });
}

export const jsonResumePath = (candidateId: string) =>
  `/candidates/${encodeURIComponent(candidateId)}/json-resume`;

export const jobPostingPath = (jobId: string) =>
  `/job-descriptions/${encodeURIComponent(jobId)}/jobposting`;
