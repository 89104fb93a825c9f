import type { Analysis, Candidate, JobDescription } from '@shortlist/contracts';
import type { Page } from '../api/client';
import type { ListParams } from './keys';

/**
 * Where a visitor's documents live: the account's server, or this browser in demo mode. The
 * choice is made once (useScope); the hooks in data/ read through whichever source it gave.
 */
export interface DocumentSource {
  mode: 'account' | 'demo';
  jobs(params: ListParams): Promise<Page<JobDescription>>;
  job(id: string): Promise<JobDescription | null>;
  /** `copy`: a fresh job even when the account already has this file (accounts only). */
  uploadJob(file: File, options?: { copy?: boolean }): Promise<JobDescription>;
  deleteJob(id: string): Promise<void>;
  candidates(params: ListParams): Promise<Page<Candidate>>;
  candidate(id: string): Promise<Candidate | null>;
  uploadCandidate(file: File): Promise<Candidate>;
  deleteCandidate(id: string): Promise<void>;
  analyses(params: ListParams): Promise<Page<Analysis>>;
  analysis(candidateId: string, jobId: string): Promise<Analysis | null>;
  /** Account: queued (202), its stages follow over the socket. Demo: scored and stored. */
  runAnalysis(candidate: Candidate, job: JobDescription): Promise<Analysis>;
}

export function analysisPath(candidateId: string, jobId: string): string {
  return `/analysis/${encodeURIComponent(candidateId)}/${encodeURIComponent(jobId)}`;
}

/** One page of a list held in memory (the demo's lists). */
export function pageOf<T>(
  items: T[],
  params: { page?: number; pageSize?: number },
): { items: T[]; total: number } {
  const size = params.pageSize ?? 50;
  const start = ((params.page ?? 1) - 1) * size;
  return { items: items.slice(start, start + size), total: items.length };
}
