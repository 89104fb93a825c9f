import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { DashboardPage } from './DashboardPage';

// Issue #29 item 5: right after a job is uploaded, the ranking of the account's whole pool for it
// is offered, not left for the recruiter to find on the job's page.

beforeEach(resetStorage);

test('a job upload offers the pool ranking of that job', async () => {
  installFetch({
    'GET /api/job-descriptions': { body: [] },
    'GET /api/candidates': { body: [] },
    'POST /api/job-descriptions': {
      status: 201,
      body: aJob({ id: 'job-9', title: 'Data Engineer', duplicateOf: null }),
    },
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', user: testUser });
  expect(screen.queryByRole('status', { name: 'Your pool for this job' })).toBeNull();
  await userEvent.upload(
    screen.getByLabelText('Job description file', { selector: 'input' }),
    new File(['%PDF-1.4'], 'data.pdf', { type: 'application/pdf' }),
  );
  const offer = await screen.findByRole('status', { name: 'Your pool for this job' });
  expect(within(offer).getByText('Data Engineer')).toBeTruthy();
  await userEvent.click(
    within(offer).getByRole('link', { name: 'See the best candidates from your pool' }),
  );
  expect(screen.getByTestId('location').textContent).toBe('/jobs/job-9');
});
