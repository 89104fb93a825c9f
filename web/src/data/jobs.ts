import type { JobDescription } from '@shortlist/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDocumentPage, useRefreshDocuments } from './documents';
import { keys, type ListParams } from './keys';
import { useScope } from './useScope';

export { nullOn404 } from './accountSource';

export function useJobs(params: ListParams = {}, { keepPrevious = false } = {}) {
  const { scope, source } = useScope();
  return useDocumentPage(keys.jobs(scope, params), () => source.jobs(params), keepPrevious);
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
  const refresh = useRefreshDocuments('jobs');
  return useMutation({
    mutationFn: (file: File) => source.uploadJob(file, { copy }),
    onSuccess: refresh,
  });
}

export function useDeleteJob() {
  const { source } = useScope();
  const refresh = useRefreshDocuments('jobs');
  return useMutation({
    mutationFn: (id: string) => source.deleteJob(id),
    onSuccess: refresh,
  });
}
