import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Batch } from '@shortlist/contracts';
import { bindSocketToCache } from '../../live/bindSocket';
import { aCandidate, aJob, aShortlistRow } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { ScreeningPage } from './ScreeningPage';

const sub = (plan: 'free' | 'pro') => ({
  body: {
    plan,
    status: 'active',
    subscriptionId: null,
    nextBillingAt: null,
    endsAt: null,
    cancelAtPeriodEnd: false,
  },
});
const row = aShortlistRow;
const batch = (results: Batch['results'], done: number): Batch => ({
  id: 'b1',
  jobId: 'job-1',
  jobTitle: 'Backend Engineer',
  status: 'running',
  total: 2,
  done,
  failed: 0,
  createdAt: '2025-01-01T00:00:00Z',
  results,
});
const at = { route: '/jobs/job-1/screen', path: '/jobs/:id/screen', user: testUser };

test('Free users see what bulk screening does and how to upgrade', async () => {
  installFetch({
    'GET /api/subscriptions/me': sub('free'),
    'GET /api/job-descriptions/job-1': { body: aJob() },
  });
  renderWithProviders(<ScreeningPage />, at);
  expect(await screen.findByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
  expect(screen.getByText(/ranked shortlist/)).toBeTruthy();
});

test('Pro: start a batch for all candidates, watch progress and the ranking fill in', async () => {
  const calls = installFetch({
    'GET /api/subscriptions/me': sub('pro'),
    'GET /api/job-descriptions/job-1': { body: aJob() },
    'GET /api/candidates': {
      body: [aCandidate({ id: 'c1' }), aCandidate({ id: 'c2', name: 'Alan Turing' })],
    },
    'POST /api/analysis/batch': {
      status: 202,
      body: { ...batch([row(1, 'queued', null), row(2, 'queued', null)], 0), batchId: 'b1' },
    },
  });
  const { queryClient } = renderWithProviders(<ScreeningPage />, at);
  const socket = new FakeSocket();
  bindSocketToCache(socket, queryClient, testUser.id);
  await userEvent.click(await screen.findByLabelText('All candidates (2)'));
  await userEvent.click(screen.getByRole('button', { name: 'Screen 2 candidates' }));
  expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init.body))).toEqual({
    jobId: 'job-1',
    candidateIds: 'all',
  });
  expect(await screen.findByText(/0 of 2 analysed/)).toBeTruthy();

  act(() => socket.emit('batch:progress', { batchId: 'b1', done: 1, failed: 0, total: 2 }));
  await waitFor(() =>
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1'),
  );
  installFetch({
    'GET /api/analysis/batch/b1': {
      body: batch([row(1, 'completed', 88), row(2, 'queued', null)], 1),
    },
  });
  act(() =>
    socket.emit('analysis:completed', {
      analysis: { candidateId: 'c1', jobId: 'job-1', batchId: 'b1', matchPercentage: 88 },
    }),
  );
  expect(await screen.findByText('88%')).toBeTruthy();

  // The batch path tells a chunk's results in one event naming its candidates.
  installFetch({
    'GET /api/analysis/batch/b1': {
      body: batch([row(1, 'completed', 88), row(2, 'completed', 75)], 2),
    },
  });
  act(() =>
    socket.emit('batch:completed', { batchId: 'b1', jobId: 'job-1', candidateIds: ['c2'] }),
  );
  expect(await screen.findByText('75%')).toBeTruthy();
});
