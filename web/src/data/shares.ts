import type {
  CreateShareRequest,
  JobShares,
  ShareLink,
  ShareLinkCreated,
} from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

// Shared links of a job (issue #32): made, listed, revoked and revealed here; their opens and
// the client's feedback arrive live (share:changed) and land in the same cache entry.

export function useJobShares(jobId: string) {
  const { scope } = useScope();
  return useQuery({
    queryKey: keys.shares(scope, jobId),
    queryFn: () => api.get<JobShares>(`/analysis/jobs/${encodeURIComponent(jobId)}/shares`),
  });
}

/** A link as it stands now replaces the cached one (or is added first when new). */
export function applyShareLink(queryClient: QueryClient, scope: string, link: ShareLink): void {
  queryClient.setQueryData<JobShares>(keys.shares(scope, link.jobId), (old) => {
    const links = old?.links ?? [];
    const known = links.some((l) => l.id === link.id);
    return {
      jobId: link.jobId,
      links: known ? links.map((l) => (l.id === link.id ? link : l)) : [link, ...links],
    };
  });
}

export function useCreateShare() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareRequest) => api.post<ShareLinkCreated>('/analysis/shares', body),
    onSuccess: ({ token: _token, path: _path, ...link }) =>
      applyShareLink(queryClient, scope, link),
  });
}

export function useRevokeShare() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.post<ShareLink>(`/analysis/shares/${encodeURIComponent(linkId)}/revoke`),
    onSuccess: (link) => applyShareLink(queryClient, scope, link),
  });
}

export function useRevealOnShare() {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, candidateId }: { linkId: string; candidateId: string }) =>
      api.post<ShareLink>(`/analysis/shares/${encodeURIComponent(linkId)}/reveal`, {
        candidateId,
      }),
    onSuccess: (link) => applyShareLink(queryClient, scope, link),
  });
}
