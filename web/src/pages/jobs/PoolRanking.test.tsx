import type { PoolEntry, PoolPage } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { PoolRanking } from './PoolRanking';

const entry = (rank: number, name: string, score: number): PoolEntry => ({
  rank,
  candidateId: `c${rank}`,
  candidateName: name,
  matchPercentage: score,
  topSkills: ['Python'],
  missingSkills: score < 50 ? ['Docker'] : [],
  breakdown: [
    {
      key: 'requirements',
      label: 'Must-have requirements',
      weight: 0.4,
      value: score / 100,
      summary: `${name} meets them`,
      evidence: [],
    },
  ],
  analyzerNote: null,
  requirementsVersion: 1,
});

const page = (entries: PoolEntry[], pending: number): PoolPage => ({
  jobId: 'j1',
  requirementsVersion: 1,
  total: 3,
  ranked: 3 - pending,
  pending,
  page: 1,
  pageSize: 25,
  entries,
});

test('shows the ranking as it fills in, asks again while candidates are pending, links each to its analysis', async () => {
  const answers = [
    page([entry(1, 'Noa Field', 92)], 2),
    page([entry(1, 'Noa Field', 92), entry(2, 'Kai Berg', 71), entry(3, 'Ari Stone', 30)], 0),
  ];
  const calls = installFetch({
    'GET /api/analysis/pool/j1': () => ({ body: answers.shift() ?? answers.at(-1) }),
  });
  renderWithProviders(<PoolRanking jobId="j1" />, { user: testUser });

  expect(await screen.findByText('Ranked 1 of 3 candidates...')).toBeTruthy();
  const ari = await screen.findByRole('link', { name: 'Ari Stone' }, { timeout: 5000 });
  expect(ari.getAttribute('href')).toBe('/analysis/c3/j1');
  expect(screen.queryByText(/Ranked \d of 3/)).toBeNull();
  const table = screen.getByRole('table', { name: 'Candidates ranked for this job' });
  const names = within(table)
    .getAllByRole('link')
    .map((a) => a.textContent);
  expect(names).toEqual(['Noa Field', 'Kai Berg', 'Ari Stone']);
  expect(within(table).getByText('Ari Stone meets them')).toBeTruthy();
  expect(calls.filter((c) => c.url.includes('/analysis/pool/j1'))).toHaveLength(2);
});

test('opening a never-analysed candidate runs their analysis, then opens it; an analysed one just opens', async () => {
  const ranked = page([entry(1, 'Noa Field', 92), entry(3, 'Ari Stone', 30)], 0);
  const queued = { id: 'a3', candidateId: 'c3', jobId: 'j1', status: 'queued' };
  const calls = installFetch({
    'GET /api/analysis/pool/j1': { body: ranked },
    'GET /api/analysis/c1/j1': { body: { id: 'a1', candidateId: 'c1', status: 'completed' } },
    'GET /api/analysis/c3/j1': { status: 404, body: { error: 'Analysis not found', code: 'x' } },
    'POST /api/analysis/c3/j1': { status: 202, body: queued },
  });
  const { queryClient } = renderWithProviders(<PoolRanking jobId="j1" />, { user: testUser });
  await userEvent.click(await screen.findByRole('link', { name: 'Ari Stone' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/analysis/c3/j1'));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
    '/api/analysis/c3/j1',
  ]);
  // The analysis page starts from the queued run and follows it live.
  expect(
    queryClient
      .getQueriesData({ queryKey: ['analysis'] })
      .some(([, data]) => (data as { id?: string } | undefined)?.id === 'a3'),
  ).toBe(true);

  await userEvent.click(screen.getByRole('link', { name: 'Noa Field' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/analysis/c1/j1'));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('a ranking retrieved from a large pool offers the next page while pages are full, and asks for it', async () => {
  const full = (n: number) =>
    Array.from({ length: 25 }, (_, i) => entry(n * 25 + i + 1, `Person ${n * 25 + i + 1}`, 90));
  const retrieved = (pageNo: number): PoolPage => ({
    ...page(full(pageNo - 1), 0),
    total: 5000,
    // Only the candidates down to the page asked are kept; deeper pages rank again.
    ranked: pageNo * 25,
    scope: 'retrieved',
    page: pageNo,
  });
  const calls = installFetch({
    'GET /api/analysis/pool/j1': (url) => ({
      body: retrieved(Number(new URL(url, 'http://x').searchParams.get('page') ?? 1)),
    }),
  });
  renderWithProviders(<PoolRanking jobId="j1" />, { user: testUser });
  expect(await screen.findByRole('link', { name: 'Person 1' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Person 26' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Person 51' })).toBeTruthy();
  expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual([
    '1',
    '2',
    '3',
  ]);
});
