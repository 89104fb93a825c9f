import type { Funnel, JobDescription, JobScreenings, JobStageCounts } from '@shortlist/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aJob } from '../../test/factories';
import { installFetch, type FetchCall } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { JobDetailPage } from './JobDetailPage';

// The job as the home of its hiring (issue #29, items 1 and 4): its sections in the order a
// recruiter works, past screenings found here, and the requirement funnel's what-ifs, which store
// nothing until saved.

const reading: NonNullable<JobDescription['reading']> = {
  schema: 1,
  version: 3,
  roles: ['devops-engineer'],
  minYears: 5,
  requirements: [
    { id: 'r1', kind: 'must', skills: ['Kubernetes'], soft: false, weight: 1, source: 'K8s' },
    { id: 'r2', kind: 'must', skills: ['Terraform'], soft: false, weight: 1, source: 'IaC' },
    { id: 'r3', kind: 'nice', skills: ['Go'], soft: false, weight: 1, source: 'Go' },
  ],
  trace: [
    { line: 'We are a logistics company', verdict: 'skipped', reason: 'company text' },
    { line: 'Kubernetes in production', verdict: 'requirement', reason: 'a known skill' },
  ],
};
const job = aJob({ reading });

const screening = (
  id: string,
  day: number,
  total: number,
): JobScreenings['screenings'][number] => ({
  id,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  requestedBy: testUser.id,
  status: 'completed',
  total,
  done: total,
  failed: 0,
  bands: { strong: 3, partial: 5, notRecommended: total - 8, pending: 0 },
});
const screenings: JobScreenings = {
  jobId: 'job-1',
  summary: { strong: 12, partial: 40, notRecommended: 188, pending: 0 },
  bandsFrom: 'score',
  screenings: [screening('b3', 20, 240), screening('b2', 12, 72), screening('b1', 2, 30)],
};
const stages: JobStageCounts = {
  jobId: 'job-1',
  total: 240,
  stages: [
    { stage: 'new', count: 200 },
    { stage: 'shortlisted', count: 30 },
    { stage: 'contacted', count: 5 },
    { stage: 'interview', count: 3 },
    { stage: 'offer', count: 1 },
    { stage: 'hired', count: 1 },
    { stage: 'rejected', count: 0 },
  ],
};

/** The funnel the fake server counts: each edit of the reading gives its own figure. */
function funnelFor(body: { reading?: typeof reading; batchId?: string }): Funnel {
  const r = body.reading ?? reading;
  const musts = r.requirements.filter((x) => x.kind === 'must');
  const allMet = musts.length === 2 ? (r.minYears === undefined ? 44 : 12) : 31;
  return {
    jobId: 'job-1',
    version: reading.version,
    whatIf: !!body.reading,
    batchId: body.batchId ?? null,
    total: body.batchId ? 72 : 240,
    requirements: musts.map((m) => ({ id: m.id, label: m.skills[0]!, kind: 'must', met: 100 })),
    gates: [],
    allMet,
    allMetNoGateFailed: allMet,
    top: [
      {
        candidateId: allMet === 31 ? 'c9' : 'c1',
        name: allMet === 31 ? 'Dana Delgado' : 'Avery Abbott',
        matchPercentage: 88,
        mustMet: musts.length,
        band: 'strong',
      },
    ],
    engineMs: 3,
    scoredForTop: body.batchId ? 72 : 240,
  };
}

function open(): FetchCall[] {
  const calls = installFetch({
    'GET /api/job-descriptions/job-1': { body: job },
    'GET /api/analysis/jobs/job-1/screenings': { body: screenings },
    'GET /api/analysis/jobs/job-1/stages': { body: stages },
    'GET /api/analysis/pool/job-1': {
      body: {
        jobId: 'job-1',
        requirementsVersion: 3,
        total: 0,
        ranked: 0,
        pending: 0,
        page: 1,
        pageSize: 25,
        entries: [],
      },
    },
    'POST /api/analysis/jobs/job-1/funnel': (_url, init) => ({
      body: funnelFor(JSON.parse(String(init.body)) as Parameters<typeof funnelFor>[0]),
    }),
    'PUT /api/job-descriptions/job-1/reading': (_url, init) => ({
      body: { ...JSON.parse(String(init.body)), version: reading.version + 1 },
    }),
  });
  renderWithProviders(<JobDetailPage />, {
    user: testUser,
    route: '/jobs/job-1',
    path: '/jobs/:id',
  });
  return calls;
}

const funnelBodies = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.url.endsWith('/funnel'))
    .map((c) => JSON.parse(String(c.init.body)) as { reading?: typeof reading; batchId?: string });

test('the job page shows verdicts, screenings, pool, reading, funnel and pipeline, in that order', async () => {
  open();
  const titles = [
    'Verdicts of your screenings',
    'Screenings (3)',
    'Best candidates from your pool',
    'How Shortlist read this job',
    'What each requirement costs you',
    'Pipeline',
  ];
  const regions = [];
  for (const name of titles) regions.push(await screen.findByRole('region', { name }));
  for (let i = 1; i < regions.length; i++) {
    const order = regions[i - 1]!.compareDocumentPosition(regions[i]!);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
  const summary = regions[0]!;
  expect(within(summary).getByText('12')).toBeTruthy();
  expect(within(summary).getByText('188')).toBeTruthy();
  expect(within(summary).getByText(/banded by their score/)).toBeTruthy();

  // Past screenings are found here, each opening its shortlist.
  const list = within(regions[1]!).getByRole('list', { name: 'Screenings of this job' });
  const opens = within(list).getAllByRole('link');
  expect(opens.map((a) => a.getAttribute('href'))).toEqual([
    '/jobs/job-1/screen?batch=b3',
    '/jobs/job-1/screen?batch=b2',
    '/jobs/job-1/screen?batch=b1',
  ]);
  expect(within(list).getAllByText('You')).toHaveLength(3);
  expect(within(list).getByText('240 candidates')).toBeTruthy();

  // The reading's trace is there, collapsed.
  const trace = within(regions[3]!).getByText(/How each line of the ad was read/);
  expect((trace.closest('details') as HTMLDetailsElement).open).toBe(false);
  expect(within(regions[3]!).getByText('company text', { exact: false })).toBeTruthy();

  const pipeline = within(regions[5]!).getByRole('list', { name: 'Candidates per stage' });
  expect(within(pipeline).getByText('Shortlisted').previousSibling?.textContent).toBe('30');
  expect(
    within(regions[5]!).getByRole('link', { name: 'Open the board' }).getAttribute('href'),
  ).toBe('/jobs/job-1/pipeline');
});

test('a what-if re-counts and re-ranks at once, stores nothing, and is saved or discarded', async () => {
  const calls = open();
  const funnel = await screen.findByRole('region', { name: 'What each requirement costs you' });
  expect(await within(funnel).findByText('12 of 240 candidates')).toBeTruthy();
  expect(within(funnel).getByRole('link', { name: 'Avery Abbott' })).toBeTruthy();

  fireEvent.click(within(funnel).getByRole('button', { name: 'Try Kubernetes as a nice-to-have' }));
  expect(await within(funnel).findByText('31 of 240 candidates')).toBeTruthy();
  expect(within(funnel).getByRole('link', { name: 'Dana Delgado' })).toBeTruthy();
  expect(within(funnel).getByText(/Kubernetes made a nice-to-have/)).toBeTruthy();
  const sent = funnelBodies(calls).at(-1)!;
  expect(sent.reading?.requirements.find((r) => r.id === 'r1')?.kind).toBe('nice');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  // Discard: back to the saved reading's counts, nothing stored.
  fireEvent.click(within(funnel).getByRole('button', { name: 'Discard' }));
  expect(await within(funnel).findByText('12 of 240 candidates')).toBeTruthy();
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  // Drop the minimum years, then save it as the next version.
  fireEvent.click(within(funnel).getByRole('button', { name: 'Try without the minimum' }));
  expect(await within(funnel).findByText('44 of 240 candidates')).toBeTruthy();
  expect(funnelBodies(calls).at(-1)!.reading?.minYears).toBeUndefined();
  fireEvent.click(within(funnel).getByRole('button', { name: 'Save as version 4' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  const put = calls.find((c) => c.method === 'PUT')!;
  const saved = JSON.parse(String(put.init.body)) as typeof reading;
  expect(saved.minYears).toBeUndefined();
  expect(saved.version).toBe(3);
  expect(saved.requirements.map((r) => r.kind)).toEqual(['must', 'must', 'nice']);
  await waitFor(() => expect(within(funnel).queryByText(/What-if, not saved/)).toBeNull());
});

test('the funnel counts one screening when it is chosen', async () => {
  const calls = open();
  const funnel = await screen.findByRole('region', { name: 'What each requirement costs you' });
  await within(funnel).findByText('12 of 240 candidates');
  const select = within(funnel).getByRole('combobox', { name: 'Count over' });
  fireEvent.change(select, { target: { value: 'b2' } });
  expect(await within(funnel).findByText('12 of 72 candidates')).toBeTruthy();
  expect(funnelBodies(calls).at(-1)!.batchId).toBe('b2');
});
