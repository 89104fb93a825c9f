import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob } from '../test/factories';
import { renderWithProviders, resetStorage } from '../test/render';
import { loadDemoData, saveDemoData } from '../demo/data/store';
import { ExitPrompt } from './ExitPrompt';
import { EXIT_PROMPT_KEY } from './timing';

beforeEach(() => {
  resetStorage();
  jest.useFakeTimers();
  delete window.__shortlistExitPromptMs;
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

test('opens after 10 minutes, once per browser session', () => {
  const first = renderWithProviders(<ExitPrompt />);
  act(() => jest.advanceTimersByTime(9 * 60 * 1000));
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => jest.advanceTimersByTime(60 * 1000));
  expect(screen.getByRole('dialog', { name: 'Love what you see?' })).toBeTruthy();
  expect(sessionStorage.getItem(EXIT_PROMPT_KEY)).not.toBeNull();
  first.unmount();

  renderWithProviders(<ExitPrompt />);
  act(() => jest.advanceTimersByTime(20 * 60 * 1000));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the delay can be shortened for tests through window.__shortlistExitPromptMs', () => {
  window.__shortlistExitPromptMs = 50;
  renderWithProviders(<ExitPrompt />);
  act(() => jest.advanceTimersByTime(60));
  expect(screen.getByRole('dialog', { name: 'Love what you see?' })).toBeTruthy();
});

test("'Continue Exploring' closes it; 'Yes, Save My Work!' opens the signup form", async () => {
  window.__shortlistExitPromptMs = 0;
  renderWithProviders(<ExitPrompt />);
  act(() => jest.advanceTimersByTime(1));
  await user().click(screen.getByRole('button', { name: 'Continue Exploring' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  sessionStorage.clear();
  renderWithProviders(<ExitPrompt />);
  act(() => jest.advanceTimersByTime(1));
  await user().click(screen.getByRole('button', { name: 'Yes, Save My Work!' }));
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  expect(screen.getByPlaceholderText('Full name (optional)')).toBeTruthy();
});

test('leaving with demo work asks the browser to warn, and shows the prompt', () => {
  renderWithProviders(<ExitPrompt />);
  const quiet = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(quiet);
  expect(quiet.defaultPrevented).toBe(false);

  const data = loadDemoData();
  saveDemoData({ ...data, jobs: [...data.jobs, aJob({ id: 'mine' })] });
  const leaving = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  act(() => {
    window.dispatchEvent(leaving);
  });
  expect(leaving.defaultPrevented).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Love what you see?' })).toBeTruthy();
});
