import '../test/polyfills';
import type { User } from '@shortlist/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthContextForTests, type AuthValue } from '../auth/AuthContext';
import { FakeSocket } from '../test/fakeSocket';
import { testUser } from '../test/render';
import { WorkspaceContextForTests, type WorkspaceValue } from '../workspace/WorkspaceContext';
import { LiveProvider, useLiveStatus } from './LiveProvider';

function Status() {
  return <p>{useLiveStatus()}</p>;
}

type FakeConnect = (token: string, workspace?: string) => Promise<FakeSocket>;

/** The current workspace as the provider would give it; only the id and readiness matter here. */
const inWorkspace = (currentId: string, ready = true): WorkspaceValue => ({
  currentId,
  current: null,
  workspaces: [],
  listFailed: false,
  ready,
  switchTo: jest.fn(),
  open: jest.fn(),
  drop: jest.fn(),
});

function renderLive(
  user: User | null,
  connect: FakeConnect,
  workspace: WorkspaceValue | null = user ? inWorkspace(user.id) : null,
) {
  const auth: AuthValue = {
    user,
    loading: false,
    login: jest.fn(),
    signup: jest.fn(),
    logout: jest.fn(),
    rename: jest.fn(),
  };
  const queryClient = new QueryClient();
  const ui = (u: User | null, w: WorkspaceValue | null) => (
    <QueryClientProvider client={queryClient}>
      <AuthContextForTests.Provider value={{ ...auth, user: u }}>
        <WorkspaceContextForTests.Provider value={w}>
          <LiveProvider connect={connect}>
            <Status />
          </LiveProvider>
        </WorkspaceContextForTests.Provider>
      </AuthContextForTests.Provider>
    </QueryClientProvider>
  );
  const result = render(ui(user, workspace));
  return {
    ...result,
    rerenderAs: (u: User | null, w: WorkspaceValue | null = u ? inWorkspace(u.id) : null) =>
      result.rerender(ui(u, w)),
  };
}

beforeEach(() => localStorage.clear());

test('a signed-in user gets one socket with the token and workspace; logging out closes it', async () => {
  localStorage.setItem('token', 'T');
  const socket = new FakeSocket();
  const connect = jest.fn(async () => socket);
  const { rerenderAs } = renderLive(testUser, connect);
  expect(connect).toHaveBeenCalledWith('T', 'u1');
  await waitFor(() => expect(screen.getByText('connecting')).toBeTruthy());
  act(() => socket.emit('connect'));
  expect(screen.getByText('live')).toBeTruthy();
  act(() => socket.emit('disconnect'));
  expect(screen.getByText('reconnecting')).toBeTruthy();
  rerenderAs(null);
  expect(socket.disconnected).toBe(true);
  expect(screen.getByText('off')).toBeTruthy();
});

test('demo visitors never open a socket', () => {
  const connect = jest.fn(async () => new FakeSocket());
  renderLive(null, connect);
  expect(connect).not.toHaveBeenCalled();
  expect(screen.getByText('off')).toBeTruthy();
});

test('switching workspace closes the socket and opens one for the new workspace', async () => {
  localStorage.setItem('token', 'T');
  const sockets = [new FakeSocket(), new FakeSocket()];
  let opened = 0;
  const connect = jest.fn(async (_token: string, _workspace?: string) => {
    const socket = sockets[opened++];
    if (!socket) throw new Error('one socket too many');
    return socket;
  });
  const { rerenderAs } = renderLive(testUser, connect);
  await waitFor(() => expect(screen.getByText('connecting')).toBeTruthy());
  act(() => sockets[0]?.emit('connect'));
  rerenderAs(testUser, inWorkspace('team-1'));
  await waitFor(() => expect(connect).toHaveBeenLastCalledWith('T', 'team-1'));
  expect(sockets[0]?.disconnected).toBe(true);
  expect(sockets[1]?.disconnected).toBe(false);
});

test('no socket while a remembered workspace is still being checked', () => {
  localStorage.setItem('token', 'T');
  const connect = jest.fn(async () => new FakeSocket());
  renderLive(testUser, connect, inWorkspace('team-1', false));
  expect(connect).not.toHaveBeenCalled();
});

test('the server saying the workspace is gone drops it at once: the page falls back to personal', async () => {
  localStorage.setItem('token', 'T');
  const socket = new FakeSocket();
  const workspace = inWorkspace('team-1');
  renderLive(testUser, async () => socket, workspace);
  await waitFor(() => expect(screen.getByText('connecting')).toBeTruthy());
  act(() => socket.emit('connect'));
  act(() => socket.emit('workspace:gone', { workspaceId: 'team-1' }));
  expect(workspace.drop).toHaveBeenCalledWith('team-1');
});
