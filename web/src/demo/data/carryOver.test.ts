import { aCandidate, aJob, anAnalysis } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { resetStorage } from '../../test/render';
import { carryDemoWorkIntoAccount } from './carryOver';
import { keepOriginal, originalOf } from './originals';
import { loadDemoData } from './store';

beforeEach(resetStorage);

test("the visitor's own jobs, resumes (as the original files) and analyses go into the account; the samples stay", async () => {
  const samples = loadDemoData();
  const job = aJob({ id: 'demo_job_1' });
  const candidate = aCandidate({ id: 'demo_cand_1' });
  const jobFile = new File(['%PDF job'], 'front_end.pdf', { type: 'application/pdf' });
  const resumeFile = new File(['%PDF cv'], 'barry.pdf', { type: 'application/pdf' });
  await keepOriginal(job.id, jobFile);
  await keepOriginal(candidate.id, resumeFile);
  const sampleCandidate = samples.candidates[0]!;
  const demo = {
    ...samples,
    jobs: [job, ...samples.jobs],
    candidates: [candidate, ...samples.candidates],
    analyses: [
      anAnalysis({ candidateId: candidate.id, jobId: job.id }),
      // On a sample: its documents are not the visitor's, so it stays behind.
      anAnalysis({ candidateId: sampleCandidate.id, jobId: job.id }),
    ],
  };
  const uploaded: string[] = [];
  const calls = installFetch({
    'POST /api/job-descriptions': (_url, init) => {
      uploaded.push(((init.body as FormData).get('file') as File).name);
      return { status: 201, body: aJob({ id: 'srv-job' }) };
    },
    'POST /api/candidates': (_url, init) => {
      uploaded.push(((init.body as FormData).get('file') as File).name);
      return { status: 201, body: aCandidate({ id: 'srv-cand' }) };
    },
    'POST /api/analysis/srv-cand/srv-job': { status: 202, body: anAnalysis({ status: 'queued' }) },
  });

  expect(await carryDemoWorkIntoAccount(demo)).toEqual({ jobs: 1, candidates: 1, analyses: 1 });
  expect(uploaded).toEqual(['front_end.pdf', 'barry.pdf']);
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'POST /api/job-descriptions',
    'POST /api/candidates',
    'POST /api/analysis/srv-cand/srv-job',
  ]);
  // Run again as a carried demo analysis: the server takes no daily match for it.
  expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ carriedFromDemo: true });
  // Carried over once: the copies are gone.
  expect(await originalOf(job.id)).toBeUndefined();
});

test('a document the server refuses is skipped, with its analyses, and the rest still goes', async () => {
  const job = aJob({ id: 'demo_job_1' });
  const candidate = aCandidate({ id: 'demo_cand_1' });
  await keepOriginal(job.id, new File(['x'], 'job.pdf'));
  await keepOriginal(candidate.id, new File(['y'], 'cv.pdf'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  installFetch({
    'POST /api/job-descriptions': { status: 422, body: { error: 'unreadable', code: 'x' } },
    'POST /api/candidates': { status: 201, body: aCandidate({ id: 'srv-cand' }) },
  });
  const demo = {
    ...loadDemoData(),
    jobs: [job],
    candidates: [candidate],
    analyses: [anAnalysis({ candidateId: candidate.id, jobId: job.id })],
  };
  expect(await carryDemoWorkIntoAccount(demo)).toEqual({ jobs: 0, candidates: 1, analyses: 0 });
});
