import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { JobsPage } from './JobsPage';

const signedIn = { user: testUser, route: '/jobs' };

test('an empty list invites an upload on the Dashboard', async () => {
  installFetch({ 'GET /api/job-descriptions': { body: [], headers: { 'x-total-count': '0' } } });
  renderWithProviders(<JobsPage />, signedIn);
  expect(await screen.findByText('No job descriptions')).toBeTruthy();
  expect(
    screen.getByText('Get started by uploading a job description on the Dashboard'),
  ).toBeTruthy();
});

test('searching asks the server with ?q= and says when nothing matches', async () => {
  const calls = installFetch({
    'GET /api/job-descriptions': { body: [], headers: { 'x-total-count': '0' } },
  });
  renderWithProviders(<JobsPage />, signedIn);
  await userEvent.type(
    screen.getByPlaceholderText('Search by title, company, or skills...'),
    'rust',
  );
  expect(await screen.findByText('No job descriptions match your search')).toBeTruthy();
  await waitFor(() => expect(calls.some((c) => c.url.includes('q=rust'))).toBe(true));
});

test('rows show company or Not specified, 3 skills then +N more, or No skills listed', async () => {
  installFetch({
    'GET /api/job-descriptions': {
      body: [
        aJob({ requiredSkills: ['Go', 'Rust', 'SQL', 'Kafka', 'gRPC'] }),
        aJob({
          id: 'j2',
          title: 'Office Manager',
          company: null,
          requiredSkills: [],
          skills: { required: [], niceToHave: [] },
        }),
      ],
      headers: { 'x-total-count': '2' },
    },
  });
  renderWithProviders(<JobsPage />, signedIn);
  expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeTruthy();
  expect(screen.getByText('+2 more')).toBeTruthy();
  expect(screen.queryByText('Kafka')).toBeNull();
  expect(screen.getByText('Not specified')).toBeTruthy();
  expect(screen.getByText('No skills listed')).toBeTruthy();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Title',
    'Company',
    'Required Skills',
    'Uploaded',
  ]);
  await userEvent.click(screen.getByText('Office Manager'));
  expect(screen.getByTestId('location').textContent).toBe('/jobs/j2');
});
