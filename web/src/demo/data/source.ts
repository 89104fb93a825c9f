import type { Analysis } from '@shortlist/contracts';
import { candidateMatches, jobMatches } from '../../data/search';
import { pageOf, type DocumentSource } from '../../data/source';
import {
  deleteDemoCandidate,
  deleteDemoJob,
  findDemoAnalysis,
  runDemoAnalysis,
  uploadDemoCandidate,
  uploadDemoJob,
} from './operations';
import { loadDemoData } from './store';

const newestFirst = (a: Analysis, b: Analysis) => b.createdAt.localeCompare(a.createdAt);

/** A visitor's documents: this browser's storage, scored by the server statelessly. */
export const demoSource: DocumentSource = {
  mode: 'demo',
  jobs: async (params) =>
    pageOf(
      loadDemoData().jobs.filter((j) => jobMatches(j, params.q ?? '')),
      params,
    ),
  job: async (id) => loadDemoData().jobs.find((j) => j.id === id) ?? null,
  uploadJob: uploadDemoJob,
  deleteJob: async (id) => deleteDemoJob(id),
  candidates: async (params) =>
    pageOf(
      loadDemoData().candidates.filter((c) => candidateMatches(c, params.q ?? '')),
      params,
    ),
  candidate: async (id) => loadDemoData().candidates.find((c) => c.id === id) ?? null,
  uploadCandidate: uploadDemoCandidate,
  deleteCandidate: async (id) => deleteDemoCandidate(id),
  analyses: async (params) => pageOf([...loadDemoData().analyses].sort(newestFirst), params),
  analysis: async (candidateId, jobId) => findDemoAnalysis(candidateId, jobId),
  runAnalysis: (candidate, job) => runDemoAnalysis(candidate.id, job.id),
};
