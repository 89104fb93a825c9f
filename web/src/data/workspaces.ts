import type {
  InvitationCreated,
  InvitationPreview,
  Workspace,
  WorkspaceMembersResponse,
  WorkspaceRole,
  WorkspacesResponse,
} from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../api/client';
import { keys } from './keys';

const path = (id: string) => `/workspaces/${encodeURIComponent(id)}`;

export async function fetchWorkspaces(): Promise<Workspace[]> {
  const { data } = await request<WorkspacesResponse>('/workspaces', { workspace: false });
  return data.workspaces;
}

export function createWorkspace(name: string): Promise<Workspace> {
  return api.post<Workspace>('/workspaces', { name });
}

export function useMembers(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: keys.members(workspaceId),
    queryFn: async () =>
      (await api.get<WorkspaceMembersResponse>(`${path(workspaceId)}/members`)).members,
    enabled,
  });
}

/** An owner removing a colleague; removing oneself is leaving (see useWorkspace().leave). */
export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.del(`${path(workspaceId)}/members/${encodeURIComponent(userId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.members(workspaceId) }),
  });
}

export function leaveWorkspace(workspaceId: string, userId: string): Promise<void> {
  return api.del(`${path(workspaceId)}/members/${encodeURIComponent(userId)}`);
}

export interface InvitationRequest {
  role: WorkspaceRole;
  expiresInHours: number;
}

export function useCreateInvitation(workspaceId: string) {
  return useMutation({
    mutationFn: (body: InvitationRequest) =>
      api.post<InvitationCreated>(`${path(workspaceId)}/invitations`, body),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: keys.invitation(token),
    queryFn: () => api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`),
    // 404 and 410 are answers, not hiccups: asking again would only delay the message.
    retry: false,
  });
}

export function acceptInvitation(token: string): Promise<Workspace> {
  return api.post<Workspace>(`/invitations/${encodeURIComponent(token)}/accept`);
}

export const roleLabels: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
};
