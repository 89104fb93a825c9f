import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { ImportJobFromUrl } from './ImportJobFromUrl';

const signedIn = { user: testUser, route: '/jobs' };

async function importAddress(address: string) {
  await userEvent.click(screen.getByText('Import from a web address'));
  await userEvent.type(screen.getByLabelText('Job page address'), address);
  await userEvent.click(screen.getByRole('button', { name: 'Import job' }));
}

test('the imported job opens', async () => {
  const calls = installFetch({
    'POST /api/job-descriptions/import-url': { status: 201, body: aJob({ id: 'j9' }) },
  });
  renderWithProviders(<ImportJobFromUrl />, signedIn);
  await importAddress('  https://careers.example.com/jobs/9 ');
  await screen.findByText('/jobs/j9');
  expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
    url: 'https://careers.example.com/jobs/9',
  });
});

test("the server's refusal of an unsafe address is shown as it says it", async () => {
  installFetch({
    'POST /api/job-descriptions/import-url': {
      status: 400,
      body: {
        error: 'This address is not allowed: only public http or https web pages can be imported',
        code: 'bad_request',
      },
    },
  });
  renderWithProviders(<ImportJobFromUrl />, signedIn);
  await importAddress('http://169.254.169.254/latest');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This address is not allowed: only public http or https web pages can be imported',
  );
  expect(screen.getByTestId('location').textContent).toBe('/jobs');
  // Correcting the address clears the refusal of the last one.
  await userEvent.type(screen.getByLabelText('Job page address'), 'x');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a visitor, whose data stays in the browser, is not offered the import', () => {
  renderWithProviders(<ImportJobFromUrl />, { route: '/jobs' });
  expect(screen.queryByText('Import from a web address')).toBeNull();
});
