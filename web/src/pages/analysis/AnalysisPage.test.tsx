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

test('a running analysis follows the socket stages, then shows the result, without polling', async () => {
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
  expect(calls.filter((c) => c.url.startsWith('/api/analysis/cand-1/job-1'))).toHaveLength(1);
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
  expect(calls).toHaveLength(1);
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
  expect(writeText).toHaveBeenCalledWith('Hi Grace, your Node.js work caught my eye.');
  await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(await screen.findByText('Hello again, Grace.')).toBeTruthy();
  expect(
    calls.some((c) => c.method === 'POST' && c.url === '/api/analysis/an-1/regenerate-message'),
  ).toBe(true);
});
