import type { AnalysisStats } from '@shortlist/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

/** Server-side analytics (Pro). Free accounts get 403, which the page turns into an upsell. */
export function useStats(enabled: boolean) {
  const { scope } = useScope();
  return useQuery<AnalysisStats>({
    queryKey: keys.stats(scope),
    queryFn: () => api.get<AnalysisStats>('/analysis/stats'),
    enabled,
    retry: false,
  });
}
