import type { JobDescription } from '@shortlist/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../api/client';
import { keys, type ListParams } from './keys';
import { useScope } from './useScope';

export { nullOn404 } from './accountSource';

/** `keepPrevious`: while a new search loads, show the last results (a picker's list stays put). */
export function useJobs(params: ListParams = {}, { keepPrevious = false } = {}) {
  const { scope, source } = useScope();
  return useQuery<Page<JobDescription>>({
    queryKey: keys.jobs(scope, params),
    queryFn: () => source.jobs(params),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export function useJob(id: string) {
  const { scope, source } = useScope();
  return useQuery<JobDescription | null>({
    queryKey: keys.job(scope, id),
    queryFn: () => source.job(id),
  });
}

/**
 * Uploads a job file. The same file again answers the existing job (`duplicateOf` set); with
 * `copy` the account gets a fresh job from it instead.
 */
export function useUploadJob({ copy = false }: { copy?: boolean } = {}) {
  const { source } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => source.uploadJob(file, { copy }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
    },
  });
}

export function useDeleteJob() {
  const { source } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => source.deleteJob(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: keys.demoUsage });
    },
  });
}
