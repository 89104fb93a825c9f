import '../../test/polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { OutreachForm } from './OutreachForm';

// Outreach from a person (issue #29, item 6): the subject left empty is written by the server from
// the role and the company; a reply the candidate sent to the recruiter is recorded on them.

beforeEach(resetStorage);

const change = { jobId: 'job-1', entries: [], events: [] };

test('a subject left empty is not sent, so the server names the role and the company', async () => {
  const calls = installFetch({
    'GET /api/analysis/outreach/settings': { body: { configured: true, from: 'jobs@acme.test' } },
    'POST /api/analysis/jobs/job-1/outreach': { body: change },
  });
  renderWithProviders(
    <OutreachForm jobId="job-1" candidateIds={['cand-1']} subject="Java Developer" body="Hi" />,
    { user: testUser },
  );
  const subject = screen.getByLabelText('Subject', { exact: true }) as HTMLInputElement;
  expect(subject.value).toBe('');
  expect(subject.placeholder).toMatch(/Java Developer at/);
  const send = screen.getByRole('button', { name: 'Send email' }) as HTMLButtonElement;
  // Enabled once the settings say email is set up, with the subject still empty.
  await waitFor(() => expect(send.disabled).toBe(false));
  await userEvent.click(send);
  expect(await screen.findByText('Sent. Now in Contacted.')).toBeTruthy();
  const post = calls.find((c) => c.method === 'POST');
  const sent = JSON.parse(String(post?.init.body)) as Record<string, unknown>;
  expect(sent).toEqual({ candidateIds: ['cand-1'], body: 'Hi' });
});

test("the recruiter records the candidate's reply as a note in their history", async () => {
  const calls = installFetch({
    'GET /api/analysis/outreach/settings': { body: { configured: true, from: 'jobs@acme.test' } },
    'POST /api/analysis/jobs/job-1/pipeline/cand-1/notes': { body: change },
  });
  renderWithProviders(
    <OutreachForm jobId="job-1" candidateIds={['cand-1']} subject="Java Developer" />,
    { user: testUser },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Record a reply' }));
  await userEvent.type(screen.getByLabelText('Their reply'), 'Yes, Tuesday works for me.');
  await userEvent.click(screen.getByRole('button', { name: 'Save the reply' }));
  expect(await screen.findByRole('button', { name: 'Record a reply' })).toBeTruthy();
  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(post?.init.body))).toEqual({
    note: 'Reply from the candidate:\nYes, Tuesday works for me.',
  });
});

test('a selection of candidates has no reply to record', async () => {
  installFetch({
    'GET /api/analysis/outreach/settings': { body: { configured: true, from: 'jobs@acme.test' } },
  });
  renderWithProviders(
    <OutreachForm jobId="job-1" candidateIds={['cand-1', 'cand-2']} subject="Java Developer" />,
    { user: testUser },
  );
  expect(await screen.findByRole('button', { name: 'Email 2 candidates' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Record a reply' })).toBeNull();
});
