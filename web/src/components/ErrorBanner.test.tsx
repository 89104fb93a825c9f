import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ErrorBanner } from './ErrorBanner';

describe('dashboard error banner', () => {
  test("a message about a limit is titled 'Demo Limit Reached' and links to /pricing", () => {
    renderWithProviders(
      <ErrorBanner
        message="Demo limit reached! You can only run 3 analyses in demo mode. Sign up for unlimited AI-powered analyses!"
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Demo Limit Reached');
    expect(
      screen
        .getByRole('link', { name: 'Upgrade to Pro for unlimited access' })
        .getAttribute('href'),
    ).toBe('/pricing');
  });

  test("the daily limit of a signed-in user is titled 'Daily Limit Reached', with the upgrade path", () => {
    renderWithProviders(
      <ErrorBanner
        message="Daily limit reached! Upgrade to Pro for unlimited matches."
        signedIn
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByText('Daily Limit Reached')).toBeTruthy();
    expect(screen.queryByText('Demo Limit Reached')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro for unlimited access' })).toBeTruthy();
  });

  test("any other message is titled 'Upload Failed' without the upgrade link", () => {
    renderWithProviders(
      <ErrorBanner message="File type must be one of PDF, DOC, DOCX" onDismiss={() => {}} />,
    );
    expect(screen.getByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('File type must be one of PDF, DOC, DOCX')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('can be dismissed', async () => {
    const onDismiss = jest.fn();
    renderWithProviders(
      <ErrorBanner message="Failed to upload job description" onDismiss={onDismiss} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
