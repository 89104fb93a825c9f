import '../../test/polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalysisPage } from '../analysis/AnalysisPage';
import { anAnalysis } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';

const route = {
  user: testUser,
  route: '/analysis/cand-1/job-1',
  path: '/analysis/:candidateId/:jobId',
};

beforeEach(resetStorage);

test('without SMTP the send button is off and says why', async () => {
  installFetch({
    'GET /api/analysis/cand-1/job-1': { body: anAnalysis() },
    'GET /api/analysis/outreach/settings': { body: { configured: false, from: null } },
  });
  renderWithProviders(<AnalysisPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Email this candidate' }));
  expect(await screen.findByText(/Email is not set up on this installation/)).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Send email' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});

test('the recruiter edits the message and sends it; a mail server failure is shown as it is', async () => {
  let fail = false;
  const calls = installFetch({
    'GET /api/analysis/cand-1/job-1': { body: anAnalysis() },
    'GET /api/analysis/outreach/settings': { body: { configured: true, from: 'jobs@acme.test' } },
    'POST /api/analysis/jobs/job-1/outreach': () =>
      fail
        ? { status: 502, body: { error: 'The mail server did not take the message', code: 'x' } }
        : { body: { jobId: 'job-1', entries: [], events: [] } },
  });
  renderWithProviders(<AnalysisPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Email this candidate' }));
  const message = screen.getByLabelText('Message', { exact: true });
  await userEvent.clear(message);
  await userEvent.type(message, 'Hello, shall we talk?');
  await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
  expect(await screen.findByText('Sent. Now in Contacted.')).toBeTruthy();
  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(post?.init.body))).toMatchObject({
    candidateIds: ['cand-1'],
    body: 'Hello, shall we talk?',
  });

  fail = true;
  await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The mail server did not take the message',
  );
});
