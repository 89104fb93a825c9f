import type { JobDescription } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { aJob } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { JobDetailPage } from './JobDetailPage';

// After an edit grouped Node.js with Deno, the skills flattened from the reading named the group
// by its first member only, in a second list beside the reading: the page keeps the reading alone.
const edited = aJob({
  skills: { required: ['Node.js', 'PostgreSQL'], niceToHave: ['Redis'] },
  reading: {
    schema: 1,
    version: 2,
    title: 'Backend Engineer',
    roles: ['backend-developer'],
    requirements: [
      {
        id: 'r1',
        kind: 'must',
        skills: ['Node.js', 'Deno'],
        soft: false,
        weight: 1,
        source: 'Node',
      },
      { id: 'r2', kind: 'must', skills: ['PostgreSQL'], soft: false, weight: 1, source: 'SQL' },
      { id: 'r3', kind: 'nice', skills: ['Redis'], soft: false, weight: 1, source: 'Redis' },
    ],
  },
});

const open = (job: JobDescription) => {
  installFetch({ 'GET /api/job-descriptions/job-1': { body: job } });
  renderWithProviders(<JobDetailPage />, {
    user: testUser,
    route: '/jobs/job-1',
    path: '/jobs/:id',
  });
};

test('the job page shows one requirement list: the reading, with a group shown whole', async () => {
  open(edited);
  const reading = await screen.findByRole('region', { name: 'How Shortlist read this job' });
  expect(within(reading).getByText('One of Node.js, Deno')).toBeTruthy();
  expect(within(reading).getByText('Nice to have (1)')).toBeTruthy();
  expect(screen.queryByText('Required skills')).toBeNull();
  // Each skill is named once on the page, in the reading.
  expect(screen.getAllByText('PostgreSQL')).toHaveLength(1);
});

test('a job without a reading shows the skills read from the ad as its list', async () => {
  open(aJob({ reading: null }));
  expect(await screen.findByText('Required skills')).toBeTruthy();
  expect(screen.getByText('PostgreSQL')).toBeTruthy();
  expect(screen.getByText('Redis')).toBeTruthy();
});
