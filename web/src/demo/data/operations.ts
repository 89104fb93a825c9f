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

/**
 * Adds a document to this browser's list: the server parses the file and keeps nothing, the
 * browser keeps the document, its profile (sent back for analysis) and the original file. The
 * limit is checked before the upload and again after it, since another tab may have added one.
 */
async function addDemoDocument<D extends JobDescription | Candidate>(
  list: 'jobs' | 'candidates',
  file: File,
  parse: (form: FormData) => Promise<{ document: D; profile: unknown }>,
): Promise<D> {
  assertDemoCapacity(loadDemoData(), list);
  const body = new FormData();
  body.append('file', file);
  const { document, profile } = await parse(body);
  const data = loadDemoData();
  assertDemoCapacity(data, list);
  saveDemoData({
    ...data,
    [list]: [document, ...data[list]],
    profiles: { ...data.profiles, [document.id]: profile },
  });
  await keepOriginal(document.id, file);
  return document;
}

export function uploadDemoJob(file: File): Promise<JobDescription> {
  return addDemoDocument('jobs', file, async (form) => {
    const { job, profile } = await api.upload<DemoJobParseResult>('/demo/parse', form, {
      kind: 'job',
    });
    return { document: job, profile };
  });
}

export function uploadDemoCandidate(file: File): Promise<Candidate> {
  return addDemoDocument('candidates', file, async (form) => {
    const { candidate, profile } = await api.upload<DemoCandidateParseResult>('/demo/parse', form, {
      kind: 'candidate',
    });
    return { document: candidate, profile };
  });
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
