import '../../test/polyfills';
import type { JobPipeline, PipelineChange, PipelineEntry } from '@shortlist/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { PipelinePage } from './PipelinePage';

// Issue #29 item 3: a board that works with hundreds of candidates.

const route = { user: testUser, route: '/jobs/job-1/pipeline', path: '/jobs/:id/pipeline' };

function entry(i: number, over: Partial<PipelineEntry> = {}): PipelineEntry {
  return {
    jobId: 'job-1',
    candidateId: `c${i}`,
    candidateName: 'John Doe',
    analysisId: `a${i}`,
    matchPercentage: 90 - (i % 90),
    stage: 'new',
    movedBy: null,
    movedAt: null,
    notes: 0,
    headline: `Engineer ${i}`,
    location: 'Austin, TX',
    emailDomain: `mail${i}.example`,
    ...over,
  };
}

const pipelineOf = (entries: PipelineEntry[]): JobPipeline => ({
  jobId: 'job-1',
  jobTitle: 'Backend Dev',
  entries,
});

beforeEach(resetStorage);

test('New starts collapsed with its count; opened, a long column draws only a screenful', async () => {
  const many = Array.from({ length: 300 }, (_, i) => entry(i));
  installFetch({ 'GET /api/analysis/jobs/job-1/pipeline': { body: pipelineOf(many) } });
  renderWithProviders(<PipelinePage />, route);
  const column = await screen.findByRole('region', { name: 'New' });
  const toggle = within(column).getByRole('button', { name: /New, 300 candidates, show/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(within(column).queryAllByRole('article')).toHaveLength(0);

  await userEvent.click(toggle);
  const drawn = within(column).getAllByRole('article');
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn.length).toBeLessThan(30);
  // Two people of one name are told apart by their details.
  expect(within(drawn[0]!).getByText('Engineer 0')).toBeTruthy();
  expect(within(drawn[0]!).getByText('Austin, TX · mail0.example')).toBeTruthy();
  expect(within(drawn[1]!).getByText('Austin, TX · mail1.example')).toBeTruthy();
});

test('a focused card moves to the next and previous stage by the arrow keys, announced and followed', async () => {
  const entries = [entry(1, { stage: 'shortlisted' }), entry(2, { stage: 'shortlisted' })];
  const moves: unknown[] = [];
  installFetch({
    'GET /api/analysis/jobs/job-1/pipeline': { body: pipelineOf(entries) },
    'POST /api/analysis/jobs/job-1/pipeline/moves': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { candidateIds: string[]; stage: 'contacted' };
      moves.push(body);
      const change: PipelineChange = {
        jobId: 'job-1',
        entries: body.candidateIds.map((id) => {
          // A change carries no card details: the board keeps the ones it has.
          const {
            headline: _h,
            location: _l,
            emailDomain: _d,
            ...plain
          } = entry(Number(id.slice(1)));
          return { ...plain, stage: body.stage, movedBy: 'u1', movedAt: '2026-11-27T21:00:00Z' };
        }),
        events: [],
      };
      return { body: change };
    },
  });
  renderWithProviders(<PipelinePage />, route);
  const shortlisted = await screen.findByRole('region', { name: 'Shortlisted' });
  const [card] = within(shortlisted).getAllByRole('article', { name: 'John Doe, Shortlisted' });
  expect(within(card!).getByText('Engineer 1')).toBeTruthy();
  card!.focus();
  fireEvent.keyDown(card!, { key: 'ArrowRight' });

  const contacted = screen.getByRole('region', { name: 'Contacted' });
  const moved = await within(contacted).findByRole('article', { name: 'John Doe, Contacted' });
  await waitFor(() => expect(document.activeElement).toBe(moved));
  expect(screen.getByText('John Doe moved to Contacted.')).toBeTruthy();
  expect(moves).toEqual([{ candidateIds: ['c1'], stage: 'contacted' }]);
  await waitFor(() =>
    expect(within(contacted).getByText('Austin, TX · mail1.example')).toBeTruthy(),
  );
  expect(within(shortlisted).getAllByRole('article')).toHaveLength(1);

  // Left goes back a stage.
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
  await waitFor(() => expect(within(shortlisted).getAllByRole('article')).toHaveLength(2));
  expect(moves).toHaveLength(2);
});

test('"Move the top N" sends the chosen count and says what moved', async () => {
  const entries = Array.from({ length: 12 }, (_, i) => entry(i));
  const sent: unknown[] = [];
  installFetch({
    'GET /api/analysis/jobs/job-1/pipeline': { body: pipelineOf(entries) },
    'POST /api/analysis/jobs/job-1/pipeline/top': (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      const change: PipelineChange = {
        jobId: 'job-1',
        entries: entries.slice(0, 3).map((e) => ({ ...e, stage: 'shortlisted' })),
        events: [],
      };
      return { body: change };
    },
  });
  renderWithProviders(<PipelinePage />, route);
  const form = await screen.findByRole('form', { name: 'Shortlist the best' });
  expect(within(form).getByText('of 12 in New to Shortlisted')).toBeTruthy();
  const count = within(form).getByLabelText('Move the top');
  await userEvent.clear(count);
  await userEvent.type(count, '3');
  await userEvent.click(within(form).getByRole('button', { name: 'Move top 3' }));
  expect(await within(form).findByText('3 moved to Shortlisted, best score first.')).toBeTruthy();
  expect(sent).toEqual([{ count: 3, stage: 'shortlisted' }]);
  const shortlisted = screen.getByRole('region', { name: 'Shortlisted' });
  expect(within(shortlisted).getAllByRole('article')).toHaveLength(3);
});

test('a bulk move from the table shows the impact preview first, and moves only on confirm', async () => {
  const entries = [entry(1), entry(2, { candidateName: 'Ann Other' })];
  const calls = installFetch({
    'GET /api/analysis/jobs/job-1/pipeline': { body: pipelineOf(entries) },
    'GET /api/analysis/rejection-reasons': { body: { reasons: ['Location'] } },
    'POST /api/analysis/jobs/job-1/impact-preview': {
      status: 201,
      body: {
        id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        jobId: 'job-1',
        action: 'advance',
        stage: 'shortlisted',
        chosen: 1,
        applicants: 2,
        selected: 1,
        selectedMeans: 'advanced by this action',
        sex: { groups: [], small: [], unknown: 2 },
        raceEthnicity: { groups: [], small: [], unknown: 2 },
        intersectional: { groups: [], small: [], unknown: 2 },
        flagged: false,
        groupsKnown: false,
        shownBy: testUser.id,
        shownAt: '2026-11-02T00:00:00Z',
        followedBy: null,
        followedAt: null,
      },
    },
    'POST /api/analysis/jobs/job-1/advance': {
      body: { jobId: 'job-1', entries: [{ ...entries[1], stage: 'shortlisted' }] },
    },
  });
  renderWithProviders(<PipelinePage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
  await userEvent.click(screen.getByLabelText('Select Ann Other'));
  await userEvent.click(screen.getByRole('button', { name: /Advance/ }));
  expect(calls.some((c) => c.url.endsWith('/advance'))).toBe(false);
  await userEvent.click(await screen.findByRole('button', { name: /^Confirm/ }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/advance'))).toBe(true));
  const advance = calls.find((c) => c.url.endsWith('/advance'));
  expect(JSON.parse(String(advance?.init.body))).toMatchObject({
    candidateIds: ['c2'],
    previewId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  });
});
