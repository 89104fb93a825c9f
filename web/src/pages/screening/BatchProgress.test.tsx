import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Batch } from '@shortlist/contracts';
import { keys } from '../../data/keys';
import { bindSocketToCache } from '../../live/bindSocket';
import { aShortlistRow } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { BatchProgress } from './BatchProgress';

const batch: Batch = {
  id: 'b1',
  jobId: 'job-1',
  jobTitle: 'Backend Engineer',
  status: 'running',
  total: 3,
  done: 2,
  failed: 0,
  createdAt: '2026-11-01T00:00:00Z',
  results: [
    aShortlistRow(1, 'completed', 91, {
      decision: {
        decision: 'advance',
        reason: null,
        decidedBy: testUser.id,
        decidedAt: '2026-11-02T00:00:00Z',
      },
    }),
    aShortlistRow(2, 'completed', 40, { decision: null }),
    aShortlistRow(3, 'queued', null, { decision: null }),
  ],
};

const decisionOf = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!).getAllByRole('cell').at(-1)!
    .textContent;

const noGroups = { groups: [], small: [], unknown: 2 };
const preview = (action: string, chosen: number) => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  jobId: 'job-1',
  action,
  stage: null,
  chosen,
  applicants: 2,
  selected: 2 - chosen,
  selectedMeans: 'not rejected by this action',
  sex: noGroups,
  raceEthnicity: noGroups,
  intersectional: noGroups,
  flagged: false,
  groupsKnown: false,
  shownBy: testUser.id,
  shownAt: '2026-11-02T00:00:00Z',
  followedBy: null,
  followedAt: null,
});
const reasons = { body: { reasons: ['Location', 'Position filled'] } };

// Issue #29.2 and #30.12 change this bar: a rejection needs a reason from the workspace's list (or
// written), and every bulk action shows its impact preview before the recruiter confirms it.
test('the shortlist shows each decision; a selection is rejected with a reason after its impact preview', async () => {
  const rejectedRow = (r: Batch['results'][number]) =>
    r.candidateId === 'c3'
      ? r
      : {
          ...r,
          stage: 'rejected' as const,
          decision: {
            decision: 'reject' as const,
            reason: 'Location',
            decidedBy: testUser.id,
            decidedAt: '2026-11-02T00:00:00Z',
          },
        };
  let served = batch;
  const calls = installFetch({
    'GET /api/analysis/batch/b1': () => ({ body: served }),
    'GET /api/analysis/rejection-reasons': reasons,
    'POST /api/analysis/jobs/job-1/impact-preview': { status: 201, body: preview('reject', 2) },
    'POST /api/analysis/jobs/job-1/rejections': () => {
      served = { ...batch, results: batch.results.map(rejectedRow) };
      return { body: { jobId: 'job-1', entries: [], events: [] } };
    },
    'POST /api/analysis/jobs/job-1/rejections/drafts': { body: { jobId: 'job-1', drafts: [] } },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  await screen.findByRole('link', { name: 'Candidate 1' });
  expect(decisionOf('Candidate 1')).toBe('Advance');
  expect(decisionOf('Candidate 2')).toBe('Undecided');
  // Nothing is selected yet, and a candidate still being analysed cannot be.
  const reject = () => screen.getByRole('button', { name: 'Reject selected' }) as HTMLButtonElement;
  expect(reject().disabled).toBe(true);
  expect((screen.getByLabelText('Select Candidate 3') as HTMLInputElement).disabled).toBe(true);

  await userEvent.click(screen.getByLabelText('Select all on this page'));
  expect(screen.getByText(/2 selected\./)).toBeTruthy();
  // Without a reason there is no rejection.
  expect(reject().disabled).toBe(true);
  await userEvent.selectOptions(await screen.findByLabelText('Reason'), 'Location');
  await userEvent.click(reject());
  const panel = await screen.findByRole('region', { name: 'Impact of this action' });
  expect(within(panel).getByText(/No self-identified groups are on file/)).toBeTruthy();
  expect(calls.some((c) => c.url.endsWith('/rejections'))).toBe(false);
  await userEvent.click(within(panel).getByRole('button', { name: 'Confirm: Reject' }));

  const post = calls.find((c) => c.url.endsWith('/rejections'));
  expect(JSON.parse(String(post?.init.body))).toEqual({
    candidateIds: ['c1', 'c2'],
    reason: 'Location',
    previewId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  });
  await waitFor(() => expect(decisionOf('Candidate 2')).toBe('Reject'));
  expect(decisionOf('Candidate 1')).toBe('Reject');
  expect(decisionOf('Candidate 3')).toBe('Undecided');
  // The rejected candidates' emails are drafted for review; none is sent by this.
  await screen.findByRole('region', { name: 'Rejection emails' });
  expect(calls.some((c) => c.url.endsWith('/rejections/send'))).toBe(false);
  expect(screen.getByText(/Select analysed candidates/)).toBeTruthy();
});

test('one candidate can be picked out of the shortlist and held', async () => {
  const calls = installFetch({
    'GET /api/analysis/batch/b1': { body: batch },
    'GET /api/analysis/rejection-reasons': reasons,
    'POST /api/analysis/jobs/job-1/impact-preview': { status: 201, body: preview('hold', 1) },
    'POST /api/analysis/decisions': {
      body: { jobId: 'job-1', decision: 'hold', candidateIds: ['c2'] },
    },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  await userEvent.click(await screen.findByLabelText('Select Candidate 2'));
  await userEvent.click(screen.getByRole('button', { name: 'Hold selected' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm: Hold' }));
  const post = calls.find((c) => c.url.endsWith('/decisions'));
  expect(JSON.parse(String(post?.init.body))).toMatchObject({
    jobId: 'job-1',
    candidateIds: ['c2'],
    decision: 'hold',
    previewId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  });
});

test('the shown count never goes back when a refetch answers with older counts than an event', async () => {
  // The server's answer to the refetch was read before the last counts were saved.
  let served: Batch = batch;
  const calls = installFetch({ 'GET /api/analysis/batch/b1': () => ({ body: served }) });
  const { queryClient } = renderWithProviders(
    <BatchProgress batchId="b1" onNew={() => undefined} />,
    { user: testUser },
  );
  await screen.findByText(/2 of 3 analysed/);
  const socket = new FakeSocket();
  const unbind = bindSocketToCache(socket, queryClient, testUser.id);
  // Its rows were read after a decision was taken on Candidate 2: those are kept.
  const held = {
    ...batch.results[1]!,
    decision: { ...batch.results[0]!.decision!, decision: 'hold' as const },
  };
  served = { ...batch, done: 1, results: [batch.results[0]!, held, batch.results[2]!] };
  act(() => socket.emit('batch:progress', { batchId: 'b1', done: 3, failed: 0, total: 3 }));
  expect(await screen.findByText(/3 of 3 analysed/)).toBeTruthy();
  // The shortlist is asked for again; its older answer arrives after the event.
  await act(() => queryClient.refetchQueries({ queryKey: keys.batch(testUser.id, 'b1') }));
  expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  await waitFor(() => expect(decisionOf('Candidate 2')).toBe('Hold'));
  expect(screen.getByText(/3 of 3 analysed/)).toBeTruthy();
  expect(screen.queryByText(/1 of 3 analysed/)).toBeNull();
  unbind();
});
