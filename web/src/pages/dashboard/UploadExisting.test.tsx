import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { DashboardPage } from './DashboardPage';

// A repeated upload of the same job file (issue #29, item 7) said "uploaded successfully" while
// the API had answered the old, maybe edited job. It now says so and offers a fresh copy.

beforeEach(resetStorage);

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

test('the same job file again says it opened the existing job; a new copy is made on request', async () => {
  const existing = aJob({ id: 'job-1', title: 'Java Developer' });
  const calls = installFetch({
    'GET /api/job-descriptions': { body: [] },
    'GET /api/candidates': { body: [] },
    'POST /api/job-descriptions': (url) =>
      url.includes('copy=true')
        ? { status: 201, body: aJob({ id: 'job-2', title: 'Java Developer' }) }
        : { status: 200, body: { ...existing, duplicateOf: 'job-1' } },
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', user: testUser });
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Job description file', { selector: 'input' }),
    pdf('java.pdf'),
  );
  expect(
    await screen.findByText(/This job was already uploaded — opened the existing one/),
  ).toBeTruthy();
  expect(screen.queryByText('Job description uploaded successfully!')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Upload as a new copy' }));
  expect(await screen.findByText('Job description uploaded successfully!')).toBeTruthy();
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts.map((c) => c.url)).toEqual([
    '/api/job-descriptions',
    '/api/job-descriptions?copy=true',
  ]);
  await waitFor(() => expect(screen.queryByText(/already uploaded/)).toBeNull());
});

test('a new job file says it was uploaded, with no copy offered', async () => {
  installFetch({
    'GET /api/job-descriptions': { body: [] },
    'GET /api/candidates': { body: [] },
    'POST /api/job-descriptions': { status: 201, body: aJob({ id: 'job-3', duplicateOf: null }) },
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', user: testUser });
  await userEvent.upload(
    screen.getByLabelText('Job description file', { selector: 'input' }),
    pdf('new.pdf'),
  );
  expect(await screen.findByText('Job description uploaded successfully!')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Upload as a new copy' })).toBeNull();
});
