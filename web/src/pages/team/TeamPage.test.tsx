import '../../test/polyfills';
import type { WorkspaceMember } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTeam, aWorkspace } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { TeamPage } from './TeamPage';

const member = (
  userId: string,
  name: string | null,
  email: string,
  role: WorkspaceMember['role'],
): WorkspaceMember => ({ userId, name, email, role, joinedAt: '2025-03-04T10:00:00.000Z' });

const members = [
  member('u1', 'Rita Recruiter', 'rita@example.com', 'owner'),
  member('u2', null, 'dana@example.com', 'recruiter'),
];

function inTeam(role: 'owner' | 'recruiter') {
  localStorage.setItem('workspace:u1', 'team-1');
  return {
    'GET /api/workspaces': {
      body: { workspaces: [aWorkspace(), aTeam('team-1', 'Acme hiring', role)] },
    },
    'GET /api/workspaces/team-1/members': { body: { members } },
  };
}

const renderTeam = () =>
  renderWithProviders(<TeamPage />, {
    user: testUser,
    route: '/team',
    path: '/team',
    workspaces: true,
  });

beforeEach(() => {
  resetStorage();
  localStorage.setItem('token', 'T');
});

test('an owner sees the members and makes an invitation link to copy', async () => {
  const user = userEvent.setup();
  const calls = installFetch({
    ...inTeam('owner'),
    'POST /api/workspaces/team-1/invitations': {
      status: 201,
      body: {
        token: 'tok-1',
        path: '/invite/tok-1',
        role: 'owner',
        expiresAt: '2025-03-07T10:00:00.000Z',
      },
    },
  });
  renderTeam();

  expect(await screen.findByRole('heading', { name: 'Acme hiring', level: 1 })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Members' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
    'Rita Recruiter (you)rita@example.com',
    'dana@example.com',
  ]);
  expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
    'Owner',
    'Recruiter',
  ]);
  // Owners remove others; themselves they leave.
  expect(
    within(table)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Remove dana@example.com']);

  await user.selectOptions(screen.getByLabelText('Role'), 'owner');
  await user.click(screen.getByRole('button', { name: 'Create invitation link' }));
  const link = (await screen.findByLabelText(/Invitation link/)) as HTMLInputElement;
  expect(link.value).toBe(`${window.location.origin}/invite/tok-1`);
  const sent = calls.find((c) => c.url.endsWith('/invitations'));
  expect(JSON.parse(String(sent?.init.body))).toEqual({ role: 'owner', expiresInHours: 72 });
  expect(screen.getByText(/^Works once, until .+2025/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/invite/tok-1`);
  expect(screen.getByText('Link copied.')).toBeTruthy();
});

test("a refused removal shows the server's reason", async () => {
  const calls = installFetch({
    ...inTeam('owner'),
    'DELETE /api/workspaces/team-1/members/u2': {
      status: 409,
      body: { error: 'Dana has analyses running; try again in a minute.', code: 'conflict' },
    },
  });
  renderTeam();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove dana@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove dana@example.com?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Dana has analyses running; try again in a minute.');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
});

test('a recruiter cannot invite, and leaving goes back to the personal workspace', async () => {
  const calls = installFetch({
    ...inTeam('recruiter'),
    'DELETE /api/workspaces/team-1/members/u1': { status: 204 },
  });
  renderTeam();
  await screen.findByRole('table', { name: 'Members' });
  expect(screen.queryByRole('button', { name: 'Create invitation link' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  expect(screen.getByText('Only owners can invite colleagues.')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Leave workspace' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave Acme hiring?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
  expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  expect(localStorage.getItem('workspace:u1')).toBeNull();
});

test('the personal workspace is explained as private and offers to create a team', async () => {
  const workspaces = [aWorkspace()];
  const calls = installFetch({
    'GET /api/workspaces': () => ({ body: { workspaces } }),
    'POST /api/workspaces': () => {
      workspaces.push(aTeam('team-2', 'Night shift'));
      return { status: 201, body: workspaces[1] };
    },
    'GET /api/workspaces/team-2/members': {
      body: { members: [member('u1', 'Rita Recruiter', 'rita@example.com', 'owner')] },
    },
  });
  renderTeam();
  expect(await screen.findByText(/It is private: only you see/)).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Team name'), '  Night shift ');
  await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

  expect(await screen.findByRole('heading', { name: 'Night shift', level: 1 })).toBeTruthy();
  expect(await screen.findByRole('table', { name: 'Members' })).toBeTruthy();
  const created = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(created?.init.body))).toEqual({ name: 'Night shift' });
  expect(localStorage.getItem('workspace:u1')).toBe('team-2');
});
