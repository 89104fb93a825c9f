import '../test/polyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUnauthorizedHandler } from '../api/client';
import { installFetch } from '../test/fetch';
import { resetStorage, testUser } from '../test/render';
import { AuthProvider, useAuth } from './AuthContext';

beforeEach(resetStorage);

function Probe() {
  const { user, loading, login, signup, logout, rename } = useAuth();
  return (
    <div>
      <p>{loading ? 'resolving' : user ? `user:${user.email}` : 'anonymous'}</p>
      {user?.name && <p>name:{user.name}</p>}
      <button onClick={() => void rename('Grace Hopper')}>rename</button>
      <button
        onClick={() =>
          login('rita@example.com', 'pw').catch((e: Error) => (document.title = e.message))
        }
      >
        login
      </button>
      <button
        onClick={() =>
          signup('rita@example.com', 'pw').catch((e: Error) => (document.title = e.message))
        }
      >
        signup
      </button>
      <button onClick={logout}>logout</button>
    </div>
  );
}

function renderAuth() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

test('useAuth outside its provider throws the spec message', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
});

test('a stored token is resolved to a user with GET /api/auth/me', async () => {
  localStorage.setItem('token', 'T');
  const calls = installFetch({ 'GET /api/auth/me': { body: { user: testUser } } });
  renderAuth();
  expect(screen.getByText('resolving')).toBeTruthy();
  expect(await screen.findByText('user:rita@example.com')).toBeTruthy();
  expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer T');
});

test('a token the server refuses is removed silently, without a reload', async () => {
  localStorage.setItem('token', 'stale');
  installFetch({
    'GET /api/auth/me': { status: 401, body: { error: 'Unauthorized', code: 'unauthorized' } },
  });
  const reload = jest.fn();
  setUnauthorizedHandler(reload);
  renderAuth();
  expect(await screen.findByText('anonymous')).toBeTruthy();
  expect(localStorage.getItem('token')).toBeNull();
  expect(reload).not.toHaveBeenCalled();
});

test('a token check that gets no answer (offline, a reload mid-request) keeps the token', async () => {
  localStorage.setItem('token', 'kept');
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  renderAuth();
  expect(await screen.findByText('anonymous')).toBeTruthy();
  expect(localStorage.getItem('token')).toBe('kept');
});

test('login stores the token and clears demo data; logout removes it', async () => {
  sessionStorage.setItem('demo_recruiter_data', '{}');
  installFetch({ 'POST /api/auth/login': { body: { token: 'NEW', user: testUser } } });
  renderAuth();
  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  expect(await screen.findByText('user:rita@example.com')).toBeTruthy();
  expect(localStorage.getItem('token')).toBe('NEW');
  expect(sessionStorage.getItem('demo_recruiter_data')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'logout' }));
  expect(screen.getByText('anonymous')).toBeTruthy();
  expect(localStorage.getItem('token')).toBeNull();
});

test("failures carry the server's text, or 'Login failed' / 'Signup failed'", async () => {
  installFetch({
    'POST /api/auth/login': {
      status: 401,
      body: { error: 'Invalid email or password', code: 'invalid_credentials' },
    },
    'POST /api/auth/signup': { status: 500 },
  });
  renderAuth();
  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  await waitFor(() => expect(document.title).toBe('Invalid email or password'));
  await userEvent.click(screen.getByRole('button', { name: 'signup' }));
  await waitFor(() => expect(document.title).toBe('Signup failed'));
  installFetch({ 'POST /api/auth/login': { status: 502 } });
  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  await waitFor(() => expect(document.title).toBe('Login failed'));
});

test('rename asks the server and the new name shows at once', async () => {
  localStorage.setItem('token', 'T');
  const calls = installFetch({
    'GET /api/auth/me': { body: { user: { ...testUser, name: null } } },
    'PATCH /api/auth/me': { body: { user: { ...testUser, name: 'Grace Hopper' } } },
  });
  renderAuth();
  await screen.findByText(`user:${testUser.email}`);
  await userEvent.click(screen.getByRole('button', { name: 'rename' }));
  expect(await screen.findByText('name:Grace Hopper')).toBeTruthy();
  const patch = calls.find((c) => c.method === 'PATCH');
  expect(JSON.parse(String(patch?.init.body))).toEqual({ name: 'Grace Hopper' });
});
