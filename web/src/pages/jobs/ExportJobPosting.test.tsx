import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { ExportJobPosting } from './ExportJobPosting';

test('the JobPosting downloads under a .jsonld name when the server names none', async () => {
  const calls = installFetch({
    'GET /api/job-descriptions/j1/jobposting': { body: { '@type': 'JobPosting' } },
  });
  // jsdom has no object URLs; the download needs one only to hand the file to the browser.
  URL.createObjectURL = jest.fn(() => 'blob:posting');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  renderWithProviders(<ExportJobPosting jobId="j1" />, { user: testUser });
  await userEvent.click(screen.getByRole('button', { name: 'Export JobPosting (JSON-LD)' }));
  await waitFor(() => expect(saved).toEqual(['jobposting-j1.jsonld']));
  expect(calls.map((c) => c.url)).toEqual(['/api/job-descriptions/j1/jobposting']);
  click.mockRestore();
});

test('a job the server no longer has says so beside the button', async () => {
  installFetch({
    'GET /api/job-descriptions/j1/jobposting': {
      status: 404,
      body: { error: 'Job description not found', code: 'not_found' },
    },
  });
  renderWithProviders(<ExportJobPosting jobId="j1" />, { user: testUser });
  await userEvent.click(screen.getByRole('button', { name: 'Export JobPosting (JSON-LD)' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Job description not found');
});

test('a visitor, whose jobs live in the browser, is not offered the export', () => {
  renderWithProviders(<ExportJobPosting jobId="j1" />);
  expect(screen.queryByRole('button')).toBeNull();
});
