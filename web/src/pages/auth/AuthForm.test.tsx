import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { AuthForm } from './AuthForm';

async function fillAndSubmit(button: 'Sign in' | 'Sign up') {
  await userEvent.type(screen.getByLabelText('Email'), 'rita@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('auth form', () => {
  test('toggles between sign-in and sign-up; the name field is sign-up only', async () => {
    renderWithProviders(<AuthForm onSuccess={() => {}} />);
    expect(screen.queryByPlaceholderText('Full name (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByPlaceholderText('Full name (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  test('email is required and the password needs 6 characters (browser validation)', () => {
    renderWithProviders(<AuthForm onSuccess={() => {}} />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect([email.type, email.required]).toEqual(['email', true]);
    expect([password.required, password.minLength]).toEqual([true, 6]);
  });

  test('shows the failure message, and switching mode clears it', async () => {
    const login = jest.fn().mockRejectedValue(new Error('Invalid email or password'));
    renderWithProviders(<AuthForm onSuccess={() => {}} />, { auth: { login } });
    await fillAndSubmit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("an error without a message reads 'Authentication failed'", async () => {
    const login = jest.fn().mockRejectedValue(new Error(''));
    renderWithProviders(<AuthForm onSuccess={() => {}} />, { auth: { login } });
    await fillAndSubmit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed');
  });

  test('signs up with the name only when given, then calls the success callback', async () => {
    const signup = jest.fn().mockResolvedValue({ id: 'u', email: 'rita@example.com', name: null });
    const onSuccess = jest.fn();
    renderWithProviders(<AuthForm initialMode="signup" onSuccess={onSuccess} />, {
      auth: { signup },
    });
    await fillAndSubmit('Sign up');
    expect(signup).toHaveBeenCalledWith('rita@example.com', 'secret123', undefined);
    expect(onSuccess).toHaveBeenCalledWith('signup');
  });

  test('the demo button calls the demo callback', async () => {
    const onDemo = jest.fn();
    renderWithProviders(<AuthForm onSuccess={() => {}} onDemo={onDemo} />);
    expect(screen.getByText('Or create an account to save your work')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Demo (No Signup Required)' }));
    expect(onDemo).toHaveBeenCalled();
  });
});
