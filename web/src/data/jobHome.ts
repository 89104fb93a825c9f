import type {
  Funnel,
  FunnelRequest,
  JobScreenings,
  JobStageCounts,
  RequirementModelRecord,
} from '@shortlist/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

const jobPath = (jobId: string) => `/analysis/jobs/${encodeURIComponent(jobId)}`;

/** While a screening of the job runs, its counts are asked for again this often. */
const RUNNING_REFRESH_MS = 2000;

/** The job's screenings, newest first, with the bands of every candidate screened for it. */
export function useJobScreenings(jobId: string) {
  const { scope } = useScope();
  return useQuery<JobScreenings>({
    queryKey: [...keys.job(scope, jobId), 'screenings'],
    queryFn: () => api.get<JobScreenings>(`${jobPath(jobId)}/screenings`),
    // A visitor's demo job has no screenings on the server.
    enabled: jobId !== '',
    refetchInterval: (query) =>
      query.state.data?.screenings.some((s) => s.status === 'running') ? RUNNING_REFRESH_MS : false,
  });
}

/** How many of the job's candidates stand at each stage of its pipeline. */
export function useJobStages(jobId: string) {
  const { scope } = useScope();
  return useQuery<JobStageCounts>({
    // Under the pipeline's key: a move on the board refreshes these counts too.
    queryKey: [...keys.pipeline(scope, jobId), 'stages'],
    queryFn: () => api.get<JobStageCounts>(`${jobPath(jobId)}/stages`),
  });
}

/**
 * The requirement funnel of the job's reading, or of an unsaved edit of it (`draft`), over the
 * pool or one screening. A what-if stores nothing; the previous answer stays on screen while the
 * next one is counted, so an edit re-ranks in place.
 */
export function useFunnel(
  jobId: string,
  draft: RequirementModelRecord | null,
  batchId: string | null,
) {
  const { scope } = useScope();
  const body: FunnelRequest = { top: 10 };
  if (draft) body.reading = draft;
  if (batchId) body.batchId = batchId;
  return useQuery<Funnel>({
    queryKey: [...keys.job(scope, jobId), 'funnel', body],
    queryFn: () => api.post<Funnel>(`${jobPath(jobId)}/funnel`, body),
    placeholderData: keepPreviousData,
  });
}
