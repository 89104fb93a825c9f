import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RejectionDraft } from '@shortlist/contracts';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { RejectionEmails } from './RejectionEmails';

// Issue #29.2: rejection emails are drafted per candidate, reviewed and edited, and sent only by
// the recruiter's click: one by one, or all those marked reviewed.

const draft = (n: number, problem: string | null = null): RejectionDraft => ({
  candidateId: `c${n}`,
  candidateName: `Candidate ${n}`,
  to: problem ? null : `candidate${n}@example.com`,
  subject: 'Your application: Backend Engineer at Acme',
  body: `Dear Candidate ${n},\n\nThank you.`,
  problem,
});

test('nothing is sent until clicked; "send all reviewed" sends the reviewed drafts as edited', async () => {
  const calls = installFetch({
    'POST /api/analysis/jobs/job-1/rejections/drafts': {
      body: { jobId: 'job-1', drafts: [draft(1), draft(2), draft(3, 'Candidate 3 has no email')] },
    },
    'POST /api/analysis/jobs/job-1/rejections/send': {
      body: { jobId: 'job-1', entries: [], events: [] },
    },
  });
  renderWithProviders(
    <RejectionEmails jobId="job-1" candidateIds={['c1', 'c2', 'c3']} onClose={() => undefined} />,
    { user: testUser },
  );
  const first = await screen.findByRole('listitem', { name: 'Email to Candidate 1' });
  const second = screen.getByRole('listitem', { name: 'Email to Candidate 2' });
  const third = screen.getByRole('listitem', { name: 'Email to Candidate 3' });
  expect(within(third).getByText('Candidate 3 has no email')).toBeTruthy();
  expect(within(third).queryByRole('button', { name: 'Send this one' })).toBeNull();
  const sendAll = () => screen.getByRole('button', { name: /Send all reviewed/ });
  expect((sendAll() as HTMLButtonElement).disabled).toBe(true);

  const body = within(first).getByLabelText('Message');
  await userEvent.type(body, '\nP.S. Keep in touch.');
  await userEvent.click(within(first).getByLabelText('Reviewed'));
  expect(sendAll().textContent).toBe('Send all reviewed (1)');
  expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);
  await userEvent.click(sendAll());

  await waitFor(() => expect(within(first).getByText('Sent')).toBeTruthy());
  const sent = calls.filter((c) => c.url.endsWith('/send'));
  expect(sent).toHaveLength(1);
  expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
    messages: [
      {
        candidateId: 'c1',
        subject: 'Your application: Backend Engineer at Acme',
        body: 'Dear Candidate 1,\n\nThank you.\nP.S. Keep in touch.',
      },
    ],
  });
  // The second, not reviewed, is sent only by its own button.
  expect(within(second).queryByText('Sent')).toBeNull();
  await userEvent.click(within(second).getByRole('button', { name: 'Send this one' }));
  await waitFor(() => expect(within(second).getByText('Sent')).toBeTruthy());
  expect(calls.filter((c) => c.url.endsWith('/send'))).toHaveLength(2);
});
