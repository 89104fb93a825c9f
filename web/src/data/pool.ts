import type { PoolPage } from '@shortlist/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

/** While the worker ranks new or stale candidates, the page asks again this often. */
const PENDING_REFRESH_MS = 1000;

/**
 * The whole pool ranked for a job, one page at a time. Kept under the job's key, so whatever
 * refreshes the job (a saved reading) refreshes its ranking too; asked again while candidates are
 * still being ranked (each read also queues whoever is new or scored with an older reading).
 */
export function usePoolRanking(jobId: string, page: number, pageSize: number) {
  const { scope } = useScope();
  return useQuery<PoolPage>({
    queryKey: [...keys.job(scope, jobId), 'pool', { page, pageSize }],
    queryFn: () =>
      api.get<PoolPage>(`/analysis/pool/${encodeURIComponent(jobId)}`, { page, pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
}
