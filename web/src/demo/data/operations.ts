import type {
  Analysis,
  Candidate,
  DemoCandidateParseResult,
  DemoJobParseResult,
  JobDescription,
} from '@shortlist/contracts';
import { api } from '../../api/client';
import { assertDemoCapacity } from './limits';
import { keepOriginal } from './originals';
import { loadDemoData, saveDemoData } from './store';

// Demo visitors get the real engine: the server parses and scores, statelessly; the browser keeps
// the results. Limits are checked before anything is sent.

function form(file: File): FormData {
  const data = new FormData();
  data.append('file', file);
  return data;
}

export async function uploadDemoJob(file: File): Promise<JobDescription> {
  assertDemoCapacity(loadDemoData(), 'jobs');
  const { job, profile } = await api.upload<DemoJobParseResult>('/demo/parse', form(file), {
    kind: 'job',
  });
  const data = loadDemoData();
  assertDemoCapacity(data, 'jobs');
  saveDemoData({
    ...data,
    jobs: [job, ...data.jobs],
    profiles: { ...data.profiles, [job.id]: profile },
  });
  await keepOriginal(job.id, file);
  return job;
}

export async function uploadDemoCandidate(file: File): Promise<Candidate> {
  assertDemoCapacity(loadDemoData(), 'candidates');
  const { candidate, profile } = await api.upload<DemoCandidateParseResult>(
    '/demo/parse',
    form(file),
    {
      kind: 'candidate',
    },
  );
  const data = loadDemoData();
  assertDemoCapacity(data, 'candidates');
  saveDemoData({
    ...data,
    candidates: [candidate, ...data.candidates],
    profiles: { ...data.profiles, [candidate.id]: profile },
  });
  await keepOriginal(candidate.id, file);
  return candidate;
}

export async function runDemoAnalysis(candidateId: string, jobId: string): Promise<Analysis> {
  const before = loadDemoData();
  assertDemoCapacity(before, 'analyses');
  const job = before.jobs.find((j) => j.id === jobId);
  const candidate = before.candidates.find((c) => c.id === candidateId);
  if (!job || !candidate) throw new Error('Please select both a job and a candidate');
  const result = await api.post<Analysis>('/demo/analyze', {
    job: before.profiles[jobId],
    candidate: before.profiles[candidateId],
  });
  const now = new Date().toISOString();
  // The engine does not know the browser's ids; key the result the way the pages look it up.
  const analysis: Analysis = {
    ...result,
    id: result.id || `demo_analysis_${Date.now()}`,
    candidateId,
    jobId,
    status: 'completed',
    createdAt: result.createdAt || now,
    updatedAt: now,
    completedAt: result.completedAt ?? now,
    candidate,
    job,
  };
  const data = loadDemoData();
  const others = data.analyses.filter((a) => !(a.candidateId === candidateId && a.jobId === jobId));
  saveDemoData({ ...data, analyses: [analysis, ...others] });
  return analysis;
}

export function findDemoAnalysis(candidateId: string, jobId: string): Analysis | null {
  return (
    loadDemoData().analyses.find((a) => a.candidateId === candidateId && a.jobId === jobId) ?? null
  );
}

export function deleteDemoJob(id: string): void {
  const data = loadDemoData();
  saveDemoData({ ...data, jobs: data.jobs.filter((j) => j.id !== id) });
}

export function deleteDemoCandidate(id: string): void {
  const data = loadDemoData();
  saveDemoData({ ...data, candidates: data.candidates.filter((c) => c.id !== id) });
}
