import '../test/polyfills';
import type { User } from '@shortlist/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthContextForTests, type AuthValue } from '../auth/AuthContext';
import { FakeSocket } from '../test/fakeSocket';
import { testUser } from '../test/render';
import { LiveProvider, useLiveStatus } from './LiveProvider';

function Status() {
  return <p>{useLiveStatus()}</p>;
}

function renderLive(user: User | null, connect: (token: string) => Promise<FakeSocket>) {
  const auth: AuthValue = {
    user,
    loading: false,
    login: jest.fn(),
    signup: jest.fn(),
    logout: jest.fn(),
    rename: jest.fn(),
  };
  const ui = (u: User | null) => (
    <QueryClientProvider client={new QueryClient()}>
      <AuthContextForTests.Provider value={{ ...auth, user: u }}>
        <LiveProvider connect={connect}>
          <Status />
        </LiveProvider>
      </AuthContextForTests.Provider>
    </QueryClientProvider>
  );
  const result = render(ui(user));
  return { ...result, rerenderAs: (u: User | null) => result.rerender(ui(u)) };
}

beforeEach(() => localStorage.clear());

test('a signed-in user gets one socket with the token; logging out closes it', async () => {
  localStorage.setItem('token', 'T');
  const socket = new FakeSocket();
  const connect = jest.fn(async () => socket);
  const { rerenderAs } = renderLive(testUser, connect);
  expect(connect).toHaveBeenCalledWith('T');
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
