import '../../test/polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { AuthPage } from './AuthPage';

beforeEach(resetStorage);

function renderAuth(route: string) {
  const login = jest.fn(async () => testUser);
  renderWithProviders(<AuthPage />, { route, path: '/auth', auth: { login } });
  return login;
}

async function signIn(login: jest.Mock) {
  await userEvent.type(screen.getByLabelText(/^Email/), 'rita@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(login).toHaveBeenCalled();
}

test('after signing in, the visitor goes back to the invitation that sent them', async () => {
  const login = renderAuth('/auth?next=%2Finvite%2Ftok-1');
  expect(screen.getByText('Sign in or create an account to accept your invitation.')).toBeTruthy();
  await signIn(login);
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/invite/tok-1'));
});

test('a next address on another site is ignored', async () => {
  await signIn(renderAuth('/auth?next=%2F%2Fevil.example%2Fphish'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
});
