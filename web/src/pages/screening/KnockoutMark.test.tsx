import { screen, within } from '@testing-library/react';
import type { Batch, JobDescription } from '@shortlist/contracts';
import { aShortlistRow } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { BatchProgress } from './BatchProgress';
import { failedKnockouts } from './KnockoutMark';

type Reading = NonNullable<JobDescription['reading']>;

const reading: Reading = {
  schema: 1,
  version: 2,
  roles: [],
  requirements: [
    { id: 'r1', kind: 'must', skills: ['Python'], soft: false, weight: 1, source: 'Python' },
    {
      id: 'r2',
      kind: 'knockout',
      skills: ['Security Clearance'],
      soft: false,
      weight: 1,
      source: 'Active security clearance required',
    },
    {
      id: 'r3',
      kind: 'knockout',
      skills: ['AWS Certification', 'Azure Certification'],
      soft: false,
      weight: 1,
      source: 'AWS or Azure certification',
    },
  ],
};

test('a knock-out is failed when the engine lists it as missing, groups by their label', () => {
  expect(failedKnockouts(reading, ['Python'])).toEqual([]);
  expect(
    failedKnockouts(reading, [
      'Security Clearance',
      'one of AWS Certification, Azure Certification',
    ]),
  ).toEqual([
    { requirement: 'Security Clearance', source: 'Active security clearance required' },
    {
      requirement: 'one of AWS Certification, Azure Certification',
      source: 'AWS or Azure certification',
    },
  ]);
  expect(failedKnockouts(null, ['Security Clearance'])).toEqual([]);
  // Only partly met (a weak relation, fewer years than asked) is not met.
  expect(failedKnockouts(reading, ['Security Clearance (partly)', 'Python (partly)'])).toEqual([
    { requirement: 'Security Clearance', source: 'Active security clearance required' },
  ]);
});

test('the shortlist marks who fails a knock-out, with the reason, and hides or drops nobody', async () => {
  const batch: Batch = {
    id: 'b1',
    jobId: 'job-1',
    jobTitle: 'Cleared Engineer',
    status: 'completed',
    total: 2,
    done: 2,
    failed: 0,
    createdAt: '2026-11-01T00:00:00Z',
    results: [
      aShortlistRow(1, 'completed', 88, { missingSkills: ['Security Clearance'] }),
      aShortlistRow(2, 'completed', 70, { missingSkills: ['Python'] }),
    ],
  };
  installFetch({
    'GET /api/analysis/batch/b1': { body: batch },
    'GET /api/job-descriptions/job-1': { body: { id: 'job-1', reading } },
  });
  renderWithProviders(<BatchProgress batchId="b1" onNew={() => undefined} />, { user: testUser });
  const first = (await screen.findByRole('link', { name: 'Candidate 1' })).closest('tr')!;
  const marks = await within(first).findByRole('list', { name: 'Knock-outs not met' });
  expect(marks.textContent).toMatch(/Fails knock-out: Security Clearance/);
  expect(marks.textContent).toMatch(/Active security clearance required/);
  const second = screen.getByRole('link', { name: 'Candidate 2' }).closest('tr')!;
  expect(within(second).getByText('Passes')).toBeTruthy();
  // Still ranked first and still selectable: the mark decides nothing.
  expect(within(first).getAllByRole('cell')[1]!.textContent).toBe('1');
  expect((within(first).getByLabelText('Select Candidate 1') as HTMLInputElement).disabled).toBe(
    false,
  );
});
