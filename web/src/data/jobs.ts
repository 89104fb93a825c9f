import type { JobDescription } from '@shortlist/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDocumentChange, useDocumentPage } from './documents';
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
export const useUploadJob = ({ copy = false }: { copy?: boolean } = {}) =>
  useDocumentChange('jobs', (source, file: File) => source.uploadJob(file, { copy }));

export const useDeleteJob = () =>
  useDocumentChange('jobs', (source, id: string) => source.deleteJob(id));
