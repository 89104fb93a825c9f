import type { Analysis } from '@shortlist/contracts';
import type { ListParams } from '../../data/keys';
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
import { loadDemoData, type DemoData } from './store';

const newestFirst = (a: Analysis, b: Analysis) => b.createdAt.localeCompare(a.createdAt);

/** One kind of document in this browser: a page of those the search matches, and one by id. */
function documentsOf<T extends { id: string }>(
  list: (data: DemoData) => T[],
  matches: (item: T, q: string) => boolean,
) {
  return {
    page: async (params: ListParams) =>
      pageOf(
        list(loadDemoData()).filter((item) => matches(item, params.q ?? '')),
        params,
      ),
    one: async (id: string) => list(loadDemoData()).find((item) => item.id === id) ?? null,
  };
}
const jobs = documentsOf((data) => data.jobs, jobMatches);
const candidates = documentsOf((data) => data.candidates, candidateMatches);

/** A visitor's documents: this browser's storage, scored by the server statelessly. */
export const demoSource: DocumentSource = {
  mode: 'demo',
  jobs: jobs.page,
  job: jobs.one,
  uploadJob: uploadDemoJob,
  deleteJob: async (id) => deleteDemoJob(id),
  candidates: candidates.page,
  candidate: candidates.one,
  uploadCandidate: uploadDemoCandidate,
  deleteCandidate: async (id) => deleteDemoCandidate(id),
  analyses: async (params) => pageOf([...loadDemoData().analyses].sort(newestFirst), params),
  analysis: async (candidateId, jobId) => findDemoAnalysis(candidateId, jobId),
  runAnalysis: (candidate, job) => runDemoAnalysis(candidate.id, job.id),
};
