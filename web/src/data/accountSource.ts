import type { Analysis, Candidate, JobDescription } from '@shortlist/contracts';
import { api, ApiError, getPage } from '../api/client';
import { analysisPath, type DocumentSource } from './source';

export function nullOn404(err: unknown): null {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
}

function form(file: File): FormData {
  const data = new FormData();
  data.append('file', file);
  return data;
}

const enc = encodeURIComponent;

/** A signed-in user's documents: the API, in the current workspace. */
export const accountSource: DocumentSource = {
  mode: 'account',
  jobs: (params) => getPage<JobDescription>('/job-descriptions', { ...params }),
  job: (id) => api.get<JobDescription>(`/job-descriptions/${enc(id)}`).catch(nullOn404),
  uploadJob: (file, options) =>
    api.upload<JobDescription>(`/job-descriptions${options?.copy ? '?copy=true' : ''}`, form(file)),
  deleteJob: async (id) => {
    await api.del(`/job-descriptions/${enc(id)}`);
  },
  candidates: (params) => getPage<Candidate>('/candidates', { ...params }),
  candidate: (id) => api.get<Candidate>(`/candidates/${enc(id)}`).catch(nullOn404),
  uploadCandidate: (file) => api.upload<Candidate>('/candidates', form(file)),
  deleteCandidate: async (id) => {
    await api.del(`/candidates/${enc(id)}`);
  },
  analyses: (params) => getPage<Analysis>('/analysis', { ...params }),
  analysis: (candidateId, jobId) =>
    api.get<Analysis>(analysisPath(candidateId, jobId)).catch(nullOn404),
  runAnalysis: async (candidate, job) => {
    const queued = await api.post<Analysis>(analysisPath(candidate.id, job.id));
    return { ...queued, candidate: queued.candidate ?? candidate, job: queued.job ?? job };
  },
};
