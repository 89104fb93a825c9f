import type {
  JobDescription,
  ReadingProposal,
  ReadingVersion,
  RequirementModelRecord,
} from '@shortlist/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

const readingPath = (jobId: string) => `/job-descriptions/${encodeURIComponent(jobId)}/reading`;

/** Who changed the job's reading, when and what; newest first, ending with the ad's reading. */
export function useReadingHistory(jobId: string, enabled: boolean) {
  const { scope } = useScope();
  return useQuery<ReadingVersion[]>({
    queryKey: keys.readingHistory(scope, jobId),
    queryFn: () => api.get<ReadingVersion[]>(`${readingPath(jobId)}/history`),
    enabled,
  });
}

/**
 * Saves the recruiter's correction as the next version. The job's cache takes the saved reading
 * at once; the scores follow as matching re-scores them and the live events arrive.
 */
export function useSaveReading(jobId: string) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reading: RequirementModelRecord) =>
      api.put<RequirementModelRecord>(readingPath(jobId), reading),
    onSuccess: (saved) => {
      queryClient.setQueryData<JobDescription | null>(keys.job(scope, jobId), (job) =>
        job ? { ...job, reading: saved } : job,
      );
      // The job's skill lists and history changed with it.
      void queryClient.invalidateQueries({ queryKey: keys.job(scope, jobId) });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}

/** Canonical names of the skills Shortlist knows that match what the recruiter typed. */
export function useSkillSuggestions(q: string) {
  const text = q.trim();
  return useQuery<string[]>({
    queryKey: keys.skills(text),
    queryFn: () => api.get<string[]>('/skills', { q: text, limit: 8 }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

const proposalKey = (scope: string, jobId: string) =>
  [...keys.job(scope, jobId), 'reading-proposal'] as const;

/** How long after upload the LLM's proposal may still arrive; the page looks for it meanwhile. */
const PROPOSAL_WINDOW_MS = 2 * 60_000;
const PROPOSAL_POLL_MS = 3_000;

/**
 * The LLM's proposed reading of the job, if any. It is made in the background after the upload,
 * so a job uploaded moments ago is asked again until it arrives or the window closes.
 */
export function useReadingProposal(jobId: string, uploadedAt: string) {
  const { scope } = useScope();
  return useQuery<ReadingProposal | null>({
    queryKey: proposalKey(scope, jobId),
    queryFn: () => api.get<ReadingProposal | null>(`${readingPath(jobId)}/proposal`),
    refetchInterval: (query) =>
      query.state.data === null && Date.now() - Date.parse(uploadedAt) < PROPOSAL_WINDOW_MS
        ? PROPOSAL_POLL_MS
        : false,
  });
}

/** Accepts the proposal (the next version) or dismisses it; either way it is gone. */
export function useDecideProposal(jobId: string) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: 'accept' | 'dismiss'): Promise<void> => {
      if (choice === 'accept') await api.post(`${readingPath(jobId)}/proposal/accept`);
      else await api.del(`${readingPath(jobId)}/proposal`);
    },
    onSuccess: () => {
      queryClient.setQueryData(proposalKey(scope, jobId), null);
      void queryClient.invalidateQueries({ queryKey: keys.job(scope, jobId) });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
