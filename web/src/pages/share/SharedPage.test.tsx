import '../../test/polyfills';
import type { SharedShortlist } from '@shortlist/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage } from '../../test/render';
import { SharedPage } from './SharedPage';

// The page a shared link opens (issue #32): no account, the code in a header, the plain
// "no longer active" page, and the client's answer sent per candidate.

beforeEach(resetStorage);

const TOKEN = 'T'.repeat(43);
const PATH = `/api/shared/${TOKEN}`;
const page: SharedShortlist = {
  workspaceName: 'Acme Talent',
  jobTitle: 'Data Engineer',
  recipient: 'Dana',
  expiresAt: '2026-12-11T00:00:00.000Z',
  profiles: [
    {
      candidateId: 'c1',
      label: 'Candidate #ABC123',
      named: false,
      headline: 'Software Engineer',
      matchPercentage: null,
      verdict: 'Strong',
      verdictLine: '3 of 3 must-haves',
      requirements: [
        { requirement: 'Python', importance: 'must', state: 'met', evidence: 'Built with Python.' },
      ],
      note: 'Worth a call',
      feedback: null,
    },
  ],
};

const open = () =>
  renderWithProviders(<SharedPage />, { route: `/share/${TOKEN}`, path: '/share/:token' });

test('shows the profiles, sends no account token, marks itself noindex, and sends the answer', async () => {
  const calls = installFetch({
    [`GET ${PATH}`]: { body: page },
    [`POST ${PATH}/candidates/c1/feedback`]: {
      body: { verdict: 'interview', comment: 'Yes', givenAt: '2026-11-27T00:00:00.000Z' },
    },
  });
  open();
  expect(await screen.findByRole('heading', { name: 'Candidate #ABC123' })).toBeTruthy();
  expect(screen.getByText('Built with Python.')).toBeTruthy();
  expect(screen.getByText('Worth a call')).toBeTruthy();
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
    'noindex',
  );
  await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Yes');
  await userEvent.click(screen.getByRole('button', { name: 'Interview' }));
  expect(await screen.findByText(/Your answer: Interview/)).toBeTruthy();
  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(post?.init.body))).toEqual({ verdict: 'interview', comment: 'Yes' });
  expect(calls.every((c) => !new Headers(c.init.headers).has('authorization'))).toBe(true);
});

test('a protected link asks for its code and sends it in a header', async () => {
  const calls = installFetch({
    [`GET ${PATH}`]: (_url, init) =>
      new Headers(init.headers).get('x-share-code') === '4711'
        ? { body: page }
        : { status: 401, body: { error: 'Type the code', code: 'unauthorized' } },
  });
  open();
  await userEvent.type(await screen.findByLabelText(/Type the code you were given/), '4711');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('heading', { name: 'Candidate #ABC123' })).toBeTruthy();
  expect(calls.map((c) => c.url).every((u) => !u.includes('4711'))).toBe(true);
});

test('a revoked, expired or unknown link is the plain "no longer active" page', async () => {
  installFetch({
    [`GET ${PATH}`]: {
      status: 404,
      body: { error: 'This link is no longer active', code: 'not_found' },
    },
  });
  open();
  expect(
    await screen.findByRole('heading', { name: 'This link is no longer active' }),
  ).toBeTruthy();
});
