import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { UsageTrackerView } from './UsageTracker';

const view = (used: number, limit: number, remaining: number) =>
  renderWithProviders(<UsageTrackerView usage={{ used, limit, remaining }} />);

describe('daily usage tracker', () => {
  test('normal (blue) while more than one match remains: no upgrade button', () => {
    view(1, 3, 2);
    const panel = screen.getByRole('region', { name: 'Daily matches' });
    expect(panel.className).toContain('usage-normal');
    expect(panel.textContent).toContain('1 of 3 used');
    expect(screen.getByText('Resets at midnight')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    const bar = screen.getByRole('progressbar');
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual([
      '1',
      '3',
    ]);
  });

  test('warning (yellow) at one remaining, with Upgrade to Pro leading to /pricing', () => {
    view(2, 3, 1);
    expect(screen.getByRole('region', { name: 'Daily matches' }).className).toContain(
      'usage-warning',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(
      screen.queryByText('Daily limit reached! Upgrade to Pro for unlimited matches.'),
    ).toBeNull();
  });

  test('exhausted (red) at zero remaining, with the daily limit message', () => {
    view(3, 3, 0);
    expect(screen.getByRole('region', { name: 'Daily matches' }).className).toContain(
      'usage-exhausted',
    );
    expect(
      screen.getByText('Daily limit reached! Upgrade to Pro for unlimited matches.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
  });

  test('hidden for unlimited plans (limit -1)', () => {
    const { container } = view(12, -1, -1);
    expect(container.querySelector('.usage')).toBeNull();
  });
});
