import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../test/fetch';
import { renderWithProviders, testUser } from '../test/render';
import { DocumentActions } from './DocumentActions';

test("a candidate's data downloads as one file, and the delete says it erases their analyses", async () => {
  const calls = installFetch({
    'GET /api/candidates/c1/export': {
      body: { basics: { name: 'Grace Hopper' } },
      headers: { 'content-disposition': 'attachment; filename="candidate-c1.json"' },
    },
  });
  // jsdom has no object URLs; the download needs one only to hand the file to the browser.
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const onDelete = jest.fn(async () => undefined);
  renderWithProviders(
    <DocumentActions
      filePath="/candidates/c1"
      exportPath="/candidates/c1/export"
      fileName="grace.pdf"
      what="candidate"
      alsoRemoves="with every analysis of them"
      onDelete={onDelete}
    />,
    { user: testUser },
  );

  await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
  await waitFor(() => expect(saved).toEqual(['candidate-c1.json']));
  expect(calls.map((c) => c.url)).toEqual(['/api/candidates/c1/export']);
  click.mockRestore();
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(
    screen.getByText(
      'This permanently removes the candidate and its original file, with every analysis of them.',
    ),
  ).toBeTruthy();
});

test('demo records offer no export (nothing is kept on the server)', () => {
  renderWithProviders(
    <DocumentActions
      filePath={null}
      exportPath={null}
      fileName="grace.pdf"
      what="candidate"
      onDelete={async () => undefined}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Export all data' })).toBeNull();
});

test("a job's audit trail downloads as CSV; a job never scored says so", async () => {
  installFetch({
    'GET /api/analysis/audit': {
      status: 404,
      body: { error: 'This job has no scores or decisions to audit yet.', code: 'not_found' },
    },
  });
  renderWithProviders(
    <DocumentActions
      filePath="/job-descriptions/j1"
      exportPath="/analysis/audit?jobId=j1&format=csv"
      exportLabel="Download audit trail (CSV)"
      fileName="job.pdf"
      what="job description"
      onDelete={async () => undefined}
    />,
    { user: testUser },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download audit trail (CSV)' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This job has no scores or decisions to audit yet.',
  );
});
