// Query keys. The second part is the scope: the signed-in user's id, or 'demo' for a visitor, so
// demo data and account data can never be mixed up in the cache.
export interface ListParams {
  q?: string;
  page?: number;
  pageSize?: number;
}

export const keys = {
  jobs: (scope: string, params: ListParams) => ['jobs', scope, params] as const,
  job: (scope: string, id: string) => ['job', scope, id] as const,
  /** Under the job's key, so refreshing the job refreshes its history too. */
  readingHistory: (scope: string, id: string) => ['job', scope, id, 'reading-history'] as const,
  skills: (q: string) => ['skills', q] as const,
  candidates: (scope: string, params: ListParams) => ['candidates', scope, params] as const,
  candidate: (scope: string, id: string) => ['candidate', scope, id] as const,
  analyses: (scope: string, params: ListParams) => ['analyses', scope, params] as const,
  analysis: (scope: string, candidateId: string, jobId: string) =>
    ['analysis', scope, candidateId, jobId] as const,
  batch: (scope: string, id: string) => ['batch', scope, id] as const,
  pipeline: (scope: string, jobId: string) => ['pipeline', scope, jobId] as const,
  rejectionReasons: (scope: string) => ['rejection-reasons', scope] as const,
  /** Under the pipeline's key, so a change of the pipeline refreshes the open history too. */
  pipelineHistory: (scope: string, jobId: string, candidateId: string) =>
    ['pipeline', scope, jobId, 'history', candidateId] as const,
  shares: (scope: string, jobId: string) => ['shares', scope, jobId] as const,
  oversight: (scope: string, jobId: string) => ['oversight', scope, jobId] as const,
  fairness: (scope: string, jobId: string, threshold: number) =>
    ['oversight', scope, jobId, 'fairness', threshold] as const,
  /** The LL144 bias audit of one job, or of the whole workspace (null). */
  biasAudit: (scope: string, jobId: string | null) =>
    ['oversight', scope, 'bias-audit', jobId ?? 'all'] as const,
  stats: (scope: string) => ['stats', scope] as const,
  usage: (scope: string) => ['usage', scope] as const,
  subscription: (scope: string) => ['subscription', scope] as const,
  billingConfig: ['billing-config'] as const,
  /** Per user, not per workspace: the list is what the switcher chooses from. */
  workspaces: (userId: string) => ['workspaces', userId] as const,
  members: (workspaceId: string) => ['workspace-members', workspaceId] as const,
  invitation: (token: string) => ['invitation', token] as const,
  demoUsage: ['demo-usage'] as const,
};
