import type { Candidate, JobDescription } from '@shortlist/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aCandidate, aJob } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { QuickMatch } from './QuickMatch';

const longRequirements = 'R'.repeat(150);
const jobs = [
  aJob(),
  aJob({ id: 'job-2', title: 'Designer', company: null, requirements: longRequirements }),
];

// A recruiter with 1,000 candidates: the server searches and answers one page at a time.
const many: Candidate[] = Array.from({ length: 1000 }, (_, i) =>
  aCandidate({
    id: `cand-${i}`,
    name: i === 0 ? 'Grace Hopper' : `Person ${i}`,
    headline: i === 777 ? 'Staff Platform Engineer' : 'Developer',
    location: i === 0 ? 'New York' : 'Austin, TX',
    email: `person${i}@example.com`,
  }),
);
const searchOf = (url: string, items: { [k: string]: unknown }[]) => {
  const params = new URL(url, 'http://x').searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const size = Number(params.get('pageSize') ?? 50);
  const hits = items.filter((c) => !q || JSON.stringify(c).toLowerCase().includes(q));
  return { body: hits.slice(0, size), headers: { 'x-total-count': String(hits.length) } };
};

function serve() {
  return installFetch({
    'GET /api/job-descriptions': (url) => searchOf(url, jobs),
    'GET /api/candidates': (url) => searchOf(url, many),
  });
}

function Harness({ onAnalyze = () => {} }: { onAnalyze?: () => void }) {
  const [job, setJob] = useState<JobDescription | null>(null);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  return (
    <QuickMatch
      job={job}
      candidate={candidate}
      onJobChange={setJob}
      onCandidateChange={setCandidate}
      running={false}
      onAnalyze={onAnalyze}
    />
  );
}

async function pick(label: string, text: string, option: string | RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  // The search is sent after a pause: let it answer, then pick from its matches.
  await act(() => new Promise((r) => setTimeout(r, 300)));
  const list = await screen.findByRole('listbox', { name: label });
  await userEvent.click(await within(list).findByRole('option', { name: option }));
}

beforeEach(resetStorage);

describe('Quick Match', () => {
  test('with 1,000 candidates: draws 20, says how many more, and finds one by title, location or email', async () => {
    const calls = serve();
    renderWithProviders(<Harness />, { user: testUser });
    await userEvent.click(screen.getByRole('combobox', { name: 'Select Candidate' }));
    const list = await screen.findByRole('listbox', { name: 'Select Candidate' });
    await within(list).findByText('980 more: keep typing to narrow');
    expect(within(list).getAllByRole('option')).toHaveLength(20);

    await pick('Select Candidate', 'staff platform', /Person 777/);
    expect(screen.getByLabelText('Selected candidate').textContent).toContain('Person 777');
    expect(
      calls.some((c) => c.url.includes('q=staff+platform') || c.url.includes('q=staff%20platform')),
    ).toBe(true);
    await pick('Select Candidate', 'person12@example', /Person 12\b/);
    expect(screen.getByLabelText('Selected candidate').textContent).toContain('Person 12');
    await pick('Select Candidate', 'new york', /Grace Hopper/);
    expect(screen.getByLabelText('Selected candidate').textContent).toContain('Grace Hopper');
  });

  test('options show "title at company" for jobs and name with title, location and email for candidates', async () => {
    serve();
    renderWithProviders(<Harness />, { user: testUser });
    await userEvent.click(screen.getByRole('combobox', { name: 'Select Job' }));
    expect(await screen.findByRole('option', { name: /Backend Engineer at Acme/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Designer/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Select Candidate' }));
    const grace = await screen.findByRole('option', { name: /Grace Hopper/ });
    expect(grace.textContent).toContain('New York');
    expect(grace.textContent).toContain('person0@example.com');
  });

  test('the keyboard picks too: arrows and Enter', async () => {
    serve();
    renderWithProviders(<Harness />, { user: testUser });
    const box = screen.getByRole('combobox', { name: 'Select Job' });
    await userEvent.click(box);
    await screen.findByRole('option', { name: /Designer/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Selected job').textContent).toContain('Designer');
    expect((box as HTMLInputElement).value).toBe('Designer');
  });

  test('Analyze Match stays disabled until both are chosen; the job preview is cut to 100 characters', async () => {
    serve();
    const onAnalyze = jest.fn();
    renderWithProviders(<Harness onAnalyze={onAnalyze} />, { user: testUser });
    const button = screen.getByRole('button', { name: 'Analyze Match' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await pick('Select Job', 'design', /Designer/);
    expect(screen.getByText(`${'R'.repeat(100)}...`)).toBeTruthy();
    expect(button.disabled).toBe(true);
    await pick('Select Candidate', 'grace', /Grace Hopper/);
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    expect(onAnalyze).toHaveBeenCalledTimes(1);
  });

  test('is disabled while an analysis is running', () => {
    serve();
    renderWithProviders(
      <QuickMatch
        job={jobs[0] ?? null}
        candidate={many[0] ?? null}
        onJobChange={() => {}}
        onCandidateChange={() => {}}
        running
        onAnalyze={() => {}}
      />,
      { user: testUser },
    );
    expect(
      (screen.getByRole('button', { name: 'Analyzing...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
