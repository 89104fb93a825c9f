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

test('the shortlist shows each decision, and selected candidates are decided on together', async () => {
  const calls = installFetch({
    'GET /api/analysis/batch/b1': { body: batch },
    'POST /api/analysis/decisions': {
      body: { jobId: 'job-1', decision: 'reject', candidateIds: ['c1', 'c2'] },
    },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  await screen.findByRole('link', { name: 'Candidate 1' });
  expect(decisionOf('Candidate 1')).toBe('Advance');
  expect(decisionOf('Candidate 2')).toBe('Undecided');
  // Nothing is selected yet, and a candidate still being analysed cannot be.
  expect(
    (screen.getByRole('button', { name: 'Reject selected' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  expect((screen.getByLabelText('Select Candidate 3') as HTMLInputElement).disabled).toBe(true);

  await userEvent.click(screen.getByLabelText('Select all analysed candidates'));
  expect(screen.getByText(/2 selected/)).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Role filled');
  await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));

  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(post?.init.body))).toEqual({
    jobId: 'job-1',
    candidateIds: ['c1', 'c2'],
    decision: 'reject',
    reason: 'Role filled',
  });
  await waitFor(() => expect(decisionOf('Candidate 2')).toBe('Reject'));
  expect(decisionOf('Candidate 1')).toBe('Reject');
  expect(decisionOf('Candidate 3')).toBe('Undecided');
  expect(screen.getByText(/Select analysed candidates/)).toBeTruthy();
});

test('one candidate can be picked out of the shortlist', async () => {
  const calls = installFetch({
    'GET /api/analysis/batch/b1': { body: batch },
    'POST /api/analysis/decisions': {
      body: { jobId: 'job-1', decision: 'hold', candidateIds: ['c2'] },
    },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  await userEvent.click(await screen.findByLabelText('Select Candidate 2'));
  await userEvent.click(screen.getByRole('button', { name: 'Hold selected' }));
  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(post?.init.body))).toMatchObject({
    candidateIds: ['c2'],
    decision: 'hold',
  });
  await waitFor(() => expect(decisionOf('Candidate 2')).toBe('Hold'));
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
