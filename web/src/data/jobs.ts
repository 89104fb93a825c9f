import type { JobDescription } from '@shortlist/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, getPage, type Page } from '../api/client';
import { deleteDemoJob, uploadDemoJob } from '../demo/operations';
import { loadDemoData } from '../demo/store';
import { keys, type ListParams } from './keys';
import { jobMatches } from './search';
import { pageOf, useScope } from './useScope';

/** `keepPrevious`: while a new search loads, show the last results (a picker's list stays put). */
export function useJobs(params: ListParams = {}, { keepPrevious = false } = {}) {
  const { scope, signedIn } = useScope();
  return useQuery<Page<JobDescription>>({
    queryKey: keys.jobs(scope, params),
    queryFn: signedIn
      ? () => getPage<JobDescription>('/job-descriptions', { ...params })
      : async () =>
          pageOf(
            loadDemoData().jobs.filter((j) => jobMatches(j, params.q ?? '')),
            params,
          ),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export function useJob(id: string) {
  const { scope, signedIn } = useScope();
  return useQuery<JobDescription | null>({
    queryKey: keys.job(scope, id),
    queryFn: signedIn
      ? () =>
          api.get<JobDescription>(`/job-descriptions/${encodeURIComponent(id)}`).catch(nullOn404)
      : async () => loadDemoData().jobs.find((j) => j.id === id) ?? null,
  });
}

export function nullOn404(err: unknown): null {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
}

/**
 * Uploads a job file. The same file again answers the existing job (`duplicateOf` set); with
 * `copy` the account gets a fresh job from it instead.
 */
export function useUploadJob({ copy = false }: { copy?: boolean } = {}) {
  const { signedIn } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (!signedIn) return uploadDemoJob(file);
      const form = new FormData();
      form.append('file', file);
      return api.upload<JobDescription>(`/job-descriptions${copy ? '?copy=true' : ''}`, form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
    },
  });
}

export function useDeleteJob() {
  const { signedIn } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (signedIn) await api.del(`/job-descriptions/${encodeURIComponent(id)}`);
      else deleteDemoJob(id);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
    },
  });
}
