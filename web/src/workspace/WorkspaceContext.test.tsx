import '../test/polyfills';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api } from '../api/client';
import { Layout } from '../layout/Layout';
import { aTeam, aWorkspace } from '../test/factories';
import { installFetch, type FakeReply } from '../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../test/render';

const JOBS_KEY = ['jobs', 'u1', {}];

/** A page that lists the workspace's jobs from the cache, as the real pages do. */
function JobsProbe() {
  const jobs = useQuery({
    queryKey: JOBS_KEY,
    queryFn: () => api.get<{ title: string }[]>('/jobs'),
  });
  return (
    <ul>
      {jobs.data?.map((j) => (
        <li key={j.title}>{j.title}</li>
      ))}
    </ul>
  );
}

function app() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/jobs" element={<JobsProbe />} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </Route>
    </Routes>
  );
}

const workspaceOf = (init: RequestInit) =>
  (init.headers as Record<string, string>)['x-workspace-id'];

const list = { body: { workspaces: [aWorkspace(), aTeam('team-1', 'Acme hiring')] } };

beforeEach(() => {
  resetStorage();
  localStorage.setItem('token', 'T');
});

test('starts in the personal workspace and names it on every request', async () => {
  const calls = installFetch({
    'GET /api/workspaces': list,
    'GET /api/jobs': { body: [{ title: 'My own job' }] },
  });
  renderWithProviders(app(), { user: testUser, route: '/jobs', workspaces: true });
  expect(await screen.findByText('My own job')).toBeTruthy();
  expect(await screen.findByRole('option', { name: 'Acme hiring' })).toBeTruthy();
  const select = screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement;
  expect(select.value).toBe('u1');
  const jobs = calls.find((c) => c.url === '/api/jobs');
  expect(workspaceOf(jobs?.init ?? {})).toBe('u1');
});

test("switching drops the other workspace's data at once, asks again in the new one and is remembered", async () => {
  let answerTeam: (reply: FakeReply) => void = () => {};
  const calls = installFetch({
    'GET /api/workspaces': list,
    'GET /api/jobs': (_url, init) =>
      workspaceOf(init) === 'team-1'
        ? new Promise<FakeReply>((resolve) => (answerTeam = resolve))
        : { body: [{ title: 'My own job' }] },
  });
  const { queryClient } = renderWithProviders(app(), {
    user: testUser,
    route: '/jobs',
    workspaces: true,
  });
  expect(await screen.findByText('My own job')).toBeTruthy();
  await screen.findByRole('option', { name: 'Acme hiring' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Workspace' }), 'team-1');
  // Before the team's answer arrives, nothing of the personal workspace is left.
  expect(screen.queryByText('My own job')).toBeNull();
  expect(queryClient.getQueryData(JOBS_KEY)).toBeUndefined();
  await waitFor(() => expect(calls.filter((c) => c.url === '/api/jobs')).toHaveLength(2));
  answerTeam({ body: [{ title: 'Acme job' }] });
  expect(await screen.findByText('Acme job')).toBeTruthy();
  expect(calls.filter((c) => c.url === '/api/jobs').map((c) => workspaceOf(c.init))).toEqual([
    'u1',
    'team-1',
  ]);
  expect(localStorage.getItem('workspace:u1')).toBe('team-1');
  // The switcher kept its list: switching does not refetch it.
  expect(calls.filter((c) => c.url === '/api/workspaces')).toHaveLength(1);
});

test('a remembered team workspace is checked before any page asks for data', async () => {
  localStorage.setItem('workspace:u1', 'team-1');
  const calls = installFetch({
    'GET /api/workspaces': list,
    'GET /api/jobs': { body: [{ title: 'Acme job' }] },
  });
  renderWithProviders(app(), { user: testUser, route: '/jobs', workspaces: true });
  expect(await screen.findByText('Acme job')).toBeTruthy();
  expect(calls.map((c) => [c.url, workspaceOf(c.init)])).toEqual([
    // The list decides which workspace to use, so it does not depend on one.
    ['/api/workspaces', undefined],
    ['/api/jobs', 'team-1'],
  ]);
  expect((screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement).value).toBe(
    'team-1',
  );
});

test('a remembered workspace the user was removed from falls back to personal and is forgotten', async () => {
  localStorage.setItem('workspace:u1', 'team-gone');
  // Another account's choice on this browser is theirs alone.
  localStorage.setItem('workspace:u2', 'team-1');
  const calls = installFetch({
    'GET /api/workspaces': list,
    'GET /api/jobs': { body: [{ title: 'My own job' }] },
  });
  renderWithProviders(app(), { user: testUser, route: '/jobs', workspaces: true });
  expect(await screen.findByText('My own job')).toBeTruthy();
  expect(calls.filter((c) => c.url === '/api/jobs').map((c) => workspaceOf(c.init))).toEqual([
    'u1',
  ]);
  expect(localStorage.getItem('workspace:u1')).toBeNull();
  expect(localStorage.getItem('workspace:u2')).toBe('team-1');
});
