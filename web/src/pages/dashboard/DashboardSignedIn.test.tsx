import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCandidate, aJob, anAnalysis } from '../../test/factories';
import { installFetch, type FakeReply } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { DashboardPage } from './DashboardPage';

beforeEach(resetStorage);

function server(analyze: FakeReply) {
  return installFetch({
    'GET /api/job-descriptions': { body: [aJob()], headers: { 'x-total-count': '1' } },
    'GET /api/candidates': { body: [aCandidate()], headers: { 'x-total-count': '1' } },
    'GET /api/analysis': { body: [], headers: { 'x-total-count': '0' } },
    'GET /api/subscriptions/usage': { body: { dailyMatches: { used: 1, limit: 3, remaining: 2 } } },
    'POST /api/analysis/cand-1/job-1': analyze,
  });
}

async function pickAndAnalyze() {
  for (const [label, option] of [
    ['Select Job', /Backend Engineer/],
    ['Select Candidate', /Grace Hopper/],
  ] as const) {
    await userEvent.click(await screen.findByRole('combobox', { name: label }));
    const list = await screen.findByRole('listbox', { name: label });
    await userEvent.click(await within(list).findByRole('option', { name: option }));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Analyze Match' }));
}

test('signed in: the usage tracker shows, and Analyze Match queues the analysis and opens its page', async () => {
  const calls = server({
    status: 202,
    body: anAnalysis({ status: 'queued', matchPercentage: null }),
  });
  renderWithProviders(<DashboardPage />, { user: testUser, route: '/dashboard' });
  expect(await screen.findByRole('region', { name: 'Daily matches' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Demo usage' })).toBeNull();
  await pickAndAnalyze();
  await waitFor(() =>
    expect(screen.getByTestId('location').textContent).toBe('/analysis/cand-1/job-1'),
  );
  expect(calls.some((c) => c.method === 'POST' && c.url === '/api/analysis/cand-1/job-1')).toBe(
    true,
  );
});

test('signed in: the daily limit answer is shown in the banner with the upgrade link', async () => {
  server({
    status: 429,
    body: {
      error: 'Daily limit reached! Upgrade to Pro for unlimited matches.',
      code: 'limit_reached',
    },
  });
  renderWithProviders(<DashboardPage />, { user: testUser, route: '/dashboard' });
  await pickAndAnalyze();
  // A signed-in user's limit is the plan's daily one: no word of a demo.
  expect(await screen.findByText('Daily Limit Reached')).toBeTruthy();
  expect(screen.queryByText('Demo Limit Reached')).toBeNull();
  expect(screen.getByRole('link', { name: 'Upgrade to Pro for unlimited access' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/dashboard');
});

test("the 'Welcome to Shortlist' steps show until there is a job, a candidate and an analysis", async () => {
  server({ status: 202, body: anAnalysis() });
  const first = renderWithProviders(<DashboardPage />, { user: testUser, route: '/dashboard' });
  expect(await screen.findByRole('heading', { name: 'Welcome to Shortlist' })).toBeTruthy();
  first.unmount();

  installFetch({
    'GET /api/job-descriptions': { body: [aJob()], headers: { 'x-total-count': '1' } },
    'GET /api/candidates': { body: [aCandidate()], headers: { 'x-total-count': '1' } },
    'GET /api/analysis': { body: [anAnalysis()], headers: { 'x-total-count': '1' } },
    'GET /api/subscriptions/usage': { body: { dailyMatches: { used: 1, limit: 3, remaining: 2 } } },
  });
  renderWithProviders(<DashboardPage />, { user: testUser, route: '/dashboard' });
  expect(await screen.findByRole('heading', { name: 'Recent Analyses' })).toBeTruthy();
  await screen.findByText(/Grace Hopper/);
  expect(screen.queryByRole('heading', { name: 'Welcome to Shortlist' })).toBeNull();
});
