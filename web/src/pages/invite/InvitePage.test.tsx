import '../../test/polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTeam, aWorkspace } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { InvitePage } from './InvitePage';

const renderInvite = (user = testUser) =>
  renderWithProviders(<InvitePage />, {
    user,
    route: '/invite/tok-1',
    path: '/invite/:token',
    workspaces: true,
  });

const personalOnly = { body: { workspaces: [aWorkspace()] } };

beforeEach(() => {
  resetStorage();
  localStorage.setItem('token', 'T');
});

test('an expired invitation says so, with a way to the dashboard', async () => {
  installFetch({
    'GET /api/workspaces': personalOnly,
    'GET /api/invitations/tok-1': {
      status: 410,
      body: { error: 'This invitation has expired.', code: 'gone' },
    },
  });
  renderInvite();
  expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired.');
  expect(screen.getByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
    '/dashboard',
  );
  expect(screen.queryByRole('button', { name: 'Accept and open' })).toBeNull();
});

test('an unknown link is not found', async () => {
  installFetch({ 'GET /api/workspaces': personalOnly });
  renderInvite();
  expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeTruthy();
});

test('accepting joins, switches to the workspace and opens the dashboard', async () => {
  const team = aTeam('team-1', 'Acme hiring', 'recruiter');
  let joined = false;
  const calls = installFetch({
    'GET /api/workspaces': () => ({
      body: { workspaces: joined ? [aWorkspace(), team] : [aWorkspace()] },
    }),
    'GET /api/invitations/tok-1': {
      body: {
        workspaceId: 'team-1',
        workspaceName: 'Acme hiring',
        invitedBy: 'Dana Lee',
        role: 'recruiter',
        expiresAt: '2025-03-07T10:00:00.000Z',
      },
    },
    'POST /api/invitations/tok-1/accept': () => {
      joined = true;
      return { body: team };
    },
  });
  renderInvite();
  expect((await screen.findByText(/invited you to/)).textContent).toBe(
    'Dana Lee invited you to Acme hiring as Recruiter.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Accept and open' }));
  expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  expect(calls.some((c) => c.url === '/api/invitations/tok-1/accept')).toBe(true);
  expect(localStorage.getItem('workspace:u1')).toBe('team-1');
});

test('a visitor signs in first and is brought back to the invitation', () => {
  installFetch({});
  renderWithProviders(<InvitePage />, { route: '/invite/tok-1', path: '/invite/:token' });
  expect(screen.getByTestId('location').textContent).toBe('/auth?next=%2Finvite%2Ftok-1');
});
