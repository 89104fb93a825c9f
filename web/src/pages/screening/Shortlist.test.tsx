import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Batch, Verdict } from '@shortlist/contracts';
import { aShortlistRow, aVerdict } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { BatchProgress } from './BatchProgress';
import { bandOf, NO_FILTER, pageOf, shortlistView } from './shortlist-view';

// Issue #29.2: a shortlist of 120 sorted, filtered (band, gate, decision, stage, text), paged by
// 50, and selected many at a time.

const verdict = (band: Verdict['band'], gate: 'met' | 'notMet' = 'met'): Verdict =>
  aVerdict({
    mustMet: band === 'strong' ? 5 : 4,
    mustTotal: 5,
    niceMet: 0,
    niceTotal: 0,
    gates: [{ kind: 'clearance', label: 'clearance', state: gate }],
    band,
    gap: band === 'strong' ? [] : ['Kubernetes'],
  });

// Candidate n scores 100 - n % 100; every third is partial, every tenth fails its gate; candidates
// 1-5 are shortlisted, 6 is rejected.
const rows: Batch['results'] = Array.from({ length: 120 }, (_, i) => {
  const n = i + 1;
  return aShortlistRow(n, 'completed', 100 - (n % 100), {
    candidateName: `Person ${String(n).padStart(3, '0')}`,
    verdict: verdict(n % 3 === 0 ? 'partial' : 'strong', n % 10 === 0 ? 'notMet' : 'met'),
    stage: n <= 5 ? 'shortlisted' : n === 6 ? 'rejected' : 'new',
    decision:
      n === 6
        ? { decision: 'reject', reason: 'Location', decidedBy: 'u1', decidedAt: '2026-01-01' }
        : null,
    topSkills: n === 7 ? ['Rust'] : [],
  });
});
const batch: Batch = {
  id: 'b1',
  jobId: 'job-1',
  jobTitle: 'Backend Engineer',
  status: 'completed',
  total: 120,
  done: 120,
  failed: 0,
  createdAt: '2026-11-01T00:00:00Z',
  results: rows,
};

describe('the shortlist view', () => {
  test('filters by band, gate, decision, stage and text, and sorts', () => {
    const partial = shortlistView(rows, { ...NO_FILTER, band: 'partial' }, 'score');
    expect(partial).toHaveLength(40);
    expect(partial.every((r) => bandOf(r) === 'partial')).toBe(true);
    expect(shortlistView(rows, { ...NO_FILTER, gateFailed: true }, 'score')).toHaveLength(12);
    expect(
      shortlistView(rows, { ...NO_FILTER, decision: 'reject' }, 'score').map((r) => r.rank),
    ).toEqual([6]);
    expect(shortlistView(rows, { ...NO_FILTER, decision: 'undecided' }, 'score')).toHaveLength(119);
    expect(shortlistView(rows, { ...NO_FILTER, stage: 'shortlisted' }, 'score')).toHaveLength(5);
    expect(shortlistView(rows, { ...NO_FILTER, text: 'rust' }, 'score').map((r) => r.rank)).toEqual(
      [7],
    );
    const byScore = shortlistView(rows, NO_FILTER, 'score').map((r) => r.matchPercentage);
    expect(byScore).toEqual([...byScore].sort((a, b) => b! - a!));
    expect(shortlistView(rows, NO_FILTER, 'name')[0]!.candidateName).toBe('Person 001');
    expect(shortlistView(rows, NO_FILTER, 'decision')[0]!.rank).toBe(6);
    expect(shortlistView(rows, NO_FILTER, 'stage').at(-1)!.rank).toBe(6);
  });

  test('a row scored before verdicts has the band of its score', () => {
    expect(bandOf(aShortlistRow(1, 'completed', 85))).toBe('strong');
    expect(bandOf(aShortlistRow(1, 'completed', 65))).toBe('partial');
    expect(bandOf(aShortlistRow(1, 'completed', 20))).toBe('notRecommended');
    expect(bandOf(aShortlistRow(1, 'queued', null))).toBeNull();
  });

  test('pages of 50', () => {
    expect(pageOf(rows, 0).rows).toHaveLength(50);
    expect(pageOf(rows, 2)).toMatchObject({ pages: 3, page: 2 });
    expect(pageOf(rows, 2).rows).toHaveLength(20);
    expect(pageOf(rows, 9).page).toBe(2);
  });
});

test('filtered to partial, all 40 are selected at once though a page shows 50 rows at most', async () => {
  installFetch({
    'GET /api/analysis/batch/b1': { body: batch },
    'GET /api/analysis/rejection-reasons': { body: { reasons: ['Location'] } },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  await screen.findByRole('link', { name: 'Person 100' });
  const table = () => screen.getAllByRole('table').at(-1)!;
  // 50 rows and a header: the other 70 are on the next pages.
  expect(within(table()).getAllByRole('row')).toHaveLength(51);
  expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Page 2 of 3')).toBeTruthy();

  await userEvent.selectOptions(screen.getByLabelText('Band'), 'partial');
  await waitFor(() => expect(screen.getByText(/40 of 120 shown/)).toBeTruthy());
  expect(screen.queryByText(/Page \d of/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Select all 40 filtered' }));
  expect(screen.getByText(/40 of 120 shown · 40 selected/)).toBeTruthy();

  // Sorted by name, the first row is the partial candidate with the smallest name.
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name');
  const first = within(table()).getAllByRole('row')[1]!;
  expect(within(first).getByRole('link').textContent).toBe('Person 003');

  await userEvent.type(screen.getByLabelText('Search'), 'Person 00');
  await waitFor(() => expect(screen.getByText(/3 of 120 shown · 40 selected/)).toBeTruthy());
  await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.getByText(/3 of 120 shown · 0 selected/)).toBeTruthy();
});

test('a row counts a must-have met only partly short in its verdict and its Missing column alike', async () => {
  const partly = aShortlistRow(1, 'completed', 98, {
    candidateName: 'Pat Partly',
    missingSkills: ['Kubernetes (partly)'],
    verdict: aVerdict({
      mustMet: 5,
      mustTotal: 6,
      gates: [],
      gap: ['Kubernetes only through Docker'],
    }),
  });
  const strong = aShortlistRow(2, 'completed', 90, {
    candidateName: 'Sam Strong',
    verdict: aVerdict({ mustMet: 6, mustTotal: 6, band: 'strong', gates: [], gap: [] }),
  });
  installFetch({
    'GET /api/analysis/batch/b1': {
      body: { ...batch, total: 2, done: 2, results: [partly, strong] },
    },
    'GET /api/analysis/rejection-reasons': { body: { reasons: [] } },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
  await screen.findByRole('link', { name: 'Pat Partly' });
  const cell = (name: string, label: string) =>
    row(name).querySelector(`td[data-label="${label}"]`)!.textContent;
  expect(cell('Pat Partly', 'Verdict')).toBe('Partial5 of 6 must-haves · 2 of 4 nice-to-haves');
  expect(cell('Pat Partly', 'Missing')).toBe('Kubernetes (partly)');
  expect(cell('Sam Strong', 'Verdict')).toBe('Strong6 of 6 must-haves · 2 of 4 nice-to-haves');
  expect(cell('Sam Strong', 'Missing')).toBe('None');
});
