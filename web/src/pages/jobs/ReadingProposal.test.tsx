import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReadingProposal as Proposal } from '@shortlist/contracts';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { ReadingProposal } from './ReadingProposal';

const proposalPath = '/api/job-descriptions/j1/reading/proposal';

const proposal: Proposal = {
  basedOn: 1,
  dropped: 1,
  createdAt: '2026-11-01T00:00:00Z',
  model: {
    schema: 1,
    version: 1,
    roles: [],
    requirements: [
      {
        id: 'llm-1',
        kind: 'must',
        skills: ['Python'],
        soft: false,
        weight: 1,
        source: 'Experience with Python',
      },
      {
        id: 'llm-2',
        kind: 'knockout',
        skills: ['PostgreSQL'],
        soft: false,
        weight: 1,
        source: 'Experience with PostgreSQL',
      },
    ],
  },
};

test('the AI proposal quotes the ad, says what was left out, and accepting sends it', async () => {
  let accepted = false;
  const calls = installFetch({
    [`GET ${proposalPath}`]: () => ({ body: accepted ? null : proposal }),
    [`POST ${proposalPath}/accept`]: () => {
      accepted = true;
      return { body: { ...proposal.model, version: 2 } };
    },
    'GET /api/job-descriptions/j1': { body: null },
  });
  renderWithProviders(<ReadingProposal jobId="j1" uploadedAt="2026-11-01T00:00:00Z" />, {
    user: testUser,
  });
  await screen.findByText('The AI proposes a reading of this job');
  expect(screen.getByText('Experience with PostgreSQL')).toBeTruthy();
  expect(screen.getByText(/Knock-out \(1\)/)).toBeTruthy();
  expect(screen.getByText(/1 requirement the AI named .* was left out/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: "Accept the AI's reading" }));
  await waitFor(() =>
    expect(screen.queryByText('The AI proposes a reading of this job')).toBeNull(),
  );
  expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/proposal/accept'))).toBe(true);
});

test('a dismissed proposal goes away', async () => {
  let dismissed = false;
  const calls = installFetch({
    [`GET ${proposalPath}`]: () => ({ body: dismissed ? null : proposal }),
    [`DELETE ${proposalPath}`]: () => {
      dismissed = true;
      return { status: 204 };
    },
    'GET /api/job-descriptions/j1': { body: null },
  });
  renderWithProviders(<ReadingProposal jobId="j1" uploadedAt="2026-11-01T00:00:00Z" />, {
    user: testUser,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
  await waitFor(() =>
    expect(screen.queryByText('The AI proposes a reading of this job')).toBeNull(),
  );
  expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
});
