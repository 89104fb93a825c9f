import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCandidate } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { ImportCandidates } from './ImportCandidates';

const signedIn = { user: testUser, route: '/candidates' };
const csv = new File(['name,resume_text\nAna,Python'], 'team.csv', { type: 'text/csv' });
const zip = new File(['PK'], 'resumes.zip', { type: 'application/zip' });

test('a CSV and its ZIP are sent together, and each row gets its line', async () => {
  const calls = installFetch({
    'POST /api/candidates/import': {
      body: {
        created: 1,
        failed: 1,
        results: [
          { fileName: 'team.csv row 2', ok: true, candidate: aCandidate({ name: 'Ana Lima' }) },
          {
            fileName: 'team.csv row 3',
            ok: false,
            error: 'Row 3: the ZIP has no file named ben.pdf',
            code: 'bad_request',
          },
        ],
      },
    },
  });
  renderWithProviders(<ImportCandidates />, signedIn);
  await userEvent.click(screen.getByText('Import candidates'));
  await userEvent.upload(screen.getByLabelText('Candidate import files'), [csv, zip]);
  expect(await screen.findByText('1 added, 1 failed')).toBeTruthy();
  expect(screen.getByText('Ana Lima')).toBeTruthy();
  expect(screen.getByText('Row 3: the ZIP has no file named ben.pdf')).toBeTruthy();
  const sent = calls[0]!.init.body as FormData;
  expect(sent.getAll('files').map((f) => (f as File).name)).toEqual(['team.csv', 'resumes.zip']);
});

test('a request the server refuses whole is shown as it says it', async () => {
  installFetch({
    'POST /api/candidates/import': {
      status: 422,
      body: { error: 'The CSV needs a "name" column', code: 'unprocessable_file' },
    },
  });
  renderWithProviders(<ImportCandidates />, signedIn);
  await userEvent.click(screen.getByText('Import candidates'));
  await userEvent.upload(screen.getByLabelText('Candidate import files'), csv);
  expect((await screen.findByRole('alert')).textContent).toBe('The CSV needs a "name" column');
});

const resume = new File(['%PDF'], 'ana-lima.pdf', { type: 'application/pdf' });

test('resumes chosen for an import are not sent; the message says where they go', async () => {
  const calls = installFetch({});
  renderWithProviders(<ImportCandidates />, signedIn);
  await userEvent.click(screen.getByText('Import candidates'));
  await userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText('Candidate import files'), [csv, resume]);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('ana-lima.pdf');
  expect(alert.textContent).toContain('"Upload Resume" above');
  expect(calls).toHaveLength(0);
});

test('a 415 from the server is explained, not silent', async () => {
  installFetch({
    'POST /api/candidates/import': { status: 415, body: { code: 'unsupported_file_type' } },
  });
  renderWithProviders(<ImportCandidates />, signedIn);
  await userEvent.click(screen.getByText('Import candidates'));
  await userEvent.upload(screen.getByLabelText('Candidate import files'), csv);
  expect((await screen.findByRole('alert')).textContent).toContain('"Upload Resume" above');
});
