import type { PoolEntry, PoolPage } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
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
