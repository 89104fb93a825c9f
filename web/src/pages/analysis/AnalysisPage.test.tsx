import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindSocketToCache } from '../../live/bindSocket';
import { anAnalysis } from '../../test/factories';
import { FakeSocket } from '../../test/fakeSocket';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { AnalysisPage } from './AnalysisPage';

const route = {
  user: testUser,
  route: '/analysis/cand-1/job-1',
  path: '/analysis/:candidateId/:jobId',
};
const queued = anAnalysis({
  status: 'queued',
  matchPercentage: null,
  topSkills: [],
  breakdown: [],
  generatedMessage: '',
});

beforeEach(resetStorage);

test('a running analysis follows the socket stages, then shows the result', async () => {
  const calls = installFetch({ 'GET /api/analysis/cand-1/job-1': { body: queued } });
  const { queryClient } = renderWithProviders(<AnalysisPage />, route);
  const socket = new FakeSocket();
  bindSocketToCache(socket, queryClient, testUser.id);

  expect(await screen.findByText('Analyzing...')).toBeTruthy();
  expect(screen.getByText('Grace Hopper → Backend Engineer')).toBeTruthy();
  const current = () => document.querySelector('[aria-current="step"]')?.textContent;
  expect(current()).toContain('Queued');

  const progress = { analysisId: 'an-1', candidateId: 'cand-1', jobId: 'job-1', batchId: null };
  act(() => socket.emit('analysis:progress', { ...progress, status: 'scoring' }));
  // TanStack Query notifies on the next tick, so wait for the screen to follow.
  await waitFor(() => expect(current()).toContain('Scoring the match'));
  act(() => socket.emit('analysis:progress', { ...progress, status: 'writing-message' }));
  await waitFor(() => expect(current()).toContain('Writing the follow-up message'));

  act(() =>
    socket.emit('analysis:completed', {
      analysis: anAnalysis({ matchPercentage: 91, candidate: null, job: null }),
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Match Analysis' })).toBeTruthy();
  expect((await screen.findByRole('region', { name: 'Match Score' })).textContent).toContain('91%');
  // The names from before stay: the event's analysis need not embed the documents.
  expect(screen.getByText('Grace Hopper → Backend Engineer')).toBeTruthy();
  // 'completed' asks the server once more; its answer (still 'queued' here) cannot undo the result.
  await waitFor(() =>
    expect(calls.filter((c) => c.url.startsWith('/api/analysis/cand-1/job-1'))).toHaveLength(2),
  );
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(screen.getByTestId('match-score').textContent).toBe('91%');
});

test('a page request answered after the completed event does not put the page back', async () => {
  // The server finished in 0.2 s: the GET left while the run was at 'extracting' and its answer
  // arrives after the socket's 'completed' (issue #13: pages stuck on 'Reading the resume...').
  let answer: (() => void) | undefined;
  const extracting = { ...queued, status: 'extracting' as const };
  installFetch({
    'GET /api/analysis/cand-1/job-1': () =>
      new Promise((resolve) => {
        answer = () => resolve({ body: extracting });
      }),
  });
  const { queryClient } = renderWithProviders(<AnalysisPage />, route);
  const socket = new FakeSocket();
  bindSocketToCache(socket, queryClient, testUser.id);
  await waitFor(() => expect(answer).toBeDefined());
  const firstAnswer = answer;
  act(() =>
    socket.emit('analysis:completed', {
      analysis: anAnalysis({ matchPercentage: 77, candidate: null, job: null }),
    }),
  );
  expect((await screen.findByTestId('match-score')).textContent).toBe('77%');
  await act(async () => {
    firstAnswer?.();
    answer?.();
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(screen.getByTestId('match-score').textContent).toBe('77%');
  expect(screen.queryByText('Analyzing...')).toBeNull();
});

test('a re-run after a finished analysis shows its stages again', async () => {
  const done = anAnalysis({ matchPercentage: 60 });
  installFetch({ 'GET /api/analysis/cand-1/job-1': { body: done } });
  const { queryClient } = renderWithProviders(<AnalysisPage />, route);
  expect((await screen.findByTestId('match-score')).textContent).toBe('60%');
  const key = ['analysis', testUser.id, 'cand-1', 'job-1'];
  const { newerAnalysis } = await import('../../data/reconcile');
  // The re-run's 202 is a later write than the finished result: it wins.
  act(() => {
    queryClient.setQueryData(key, (old: typeof done) =>
      newerAnalysis(old, { ...queued, updatedAt: '2025-01-02T11:00:00.000Z' }),
    );
  });
  expect(await screen.findByText('Analyzing...')).toBeTruthy();
});

test('a failed analysis shows the error from the event', async () => {
  installFetch({ 'GET /api/analysis/cand-1/job-1': { body: queued } });
  const { queryClient } = renderWithProviders(<AnalysisPage />, route);
  const socket = new FakeSocket();
  bindSocketToCache(socket, queryClient, testUser.id);
  await screen.findByText('Analyzing...');
  act(() =>
    socket.emit('analysis:failed', {
      analysisId: 'an-1',
      candidateId: 'cand-1',
      jobId: 'job-1',
      batchId: null,
      error: 'The resume could not be read',
    }),
  );
  expect((await screen.findByRole('alert')).textContent).toContain('The resume could not be read');
});

test('a reconnect refetches the analysis', async () => {
  const calls = installFetch({ 'GET /api/analysis/cand-1/job-1': { body: queued } });
  const { queryClient } = renderWithProviders(<AnalysisPage />, route);
  const socket = new FakeSocket();
  bindSocketToCache(socket, queryClient, testUser.id);
  await screen.findByText('Analyzing...');
  act(() => socket.emit('connect'));
  installFetch({ 'GET /api/analysis/cand-1/job-1': { body: anAnalysis({ matchPercentage: 55 }) } });
  act(() => socket.emit('connect'));
  expect(await screen.findByText('55%')).toBeTruthy();
  // The page load and the first connect (events sent before it joined are lost) asked the first server.
  expect(calls).toHaveLength(2);
});

test("'Analysis not found' when the server has none, with the way back", async () => {
  installFetch({});
  renderWithProviders(<AnalysisPage />, route);
  expect(await screen.findByText('Analysis not found')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
    '/dashboard',
  );
  expect(screen.getByRole('link', { name: 'View All Candidates' }).getAttribute('href')).toBe(
    '/candidates',
  );
});

test('Copy puts the follow-up message on the clipboard; Regenerate asks the server for a new one', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const calls = installFetch({
    'GET /api/analysis/cand-1/job-1': { body: anAnalysis() },
    'POST /api/analysis/an-1/regenerate-message': {
      body: anAnalysis({ generatedMessage: 'Hello again, Grace.' }),
    },
  });
  renderWithProviders(<AnalysisPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
  // The tab names the analysis, not just the product.
  expect(document.title).toBe('Grace Hopper → Backend Engineer · Shortlist');
  expect(writeText).toHaveBeenCalledWith('Hi Grace, your Node.js work caught my eye.');
  await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(await screen.findByText('Hello again, Grace.')).toBeTruthy();
  expect(
    calls.some((c) => c.method === 'POST' && c.url === '/api/analysis/an-1/regenerate-message'),
  ).toBe(true);
});
