import '../test/polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { resetDemoBannerForTests } from '../demo/ui/DemoBanner';
import { renderWithProviders, resetStorage, testUser } from '../test/render';
import { TOUR_KEY } from '../tour/steps';
import { Layout } from './Layout';

function inLayout() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/dashboard" element={<p>page content</p>} />
        <Route path="/jobs" element={<p>jobs content</p>} />
      </Route>
      <Route path="/" element={<p>landing</p>} />
    </Routes>
  );
}

beforeEach(() => {
  resetStorage();
  resetDemoBannerForTests();
  localStorage.setItem(TOUR_KEY, 'true');
});

test('the bar has the product name and the five links', () => {
  renderWithProviders(inLayout(), { route: '/dashboard' });
  expect(screen.getByRole('link', { name: /Shortlist/ })).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Dashboard', '/dashboard'],
    ['Job Descriptions', '/jobs'],
    ['Candidates', '/candidates'],
    ['Analytics', '/analytics'],
    ['Upgrade', '/pricing'],
  ]);
  expect(screen.getByText('page content')).toBeTruthy();
});

test('a signed-in user also gets the Team page, before Upgrade', () => {
  renderWithProviders(inLayout(), { route: '/dashboard', user: testUser });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
    'Dashboard',
    'Job Descriptions',
    'Candidates',
    'Analytics',
    'Team',
    'Upgrade',
  ]);
});

test('a signed-in user is welcomed by name (or email) and can log out', async () => {
  const logout = jest.fn();
  renderWithProviders(inLayout(), { route: '/dashboard', user: testUser, auth: { logout } });
  expect(screen.getByText('Welcome, Rita Recruiter')).toBeTruthy();
  expect(screen.queryByText('Demo Mode')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(logout).toHaveBeenCalled();
  expect(screen.getByText('landing')).toBeTruthy();
});

test('the email stands in for a missing name', () => {
  renderWithProviders(inLayout(), { route: '/dashboard', user: { ...testUser, name: null } });
  expect(screen.getByText('Welcome, rita@example.com')).toBeTruthy();
});

test('visitors see Demo Mode and a demo banner that stays dismissed while the page lives', async () => {
  renderWithProviders(inLayout(), { route: '/dashboard' });
  expect(screen.getByText('Demo Mode')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss demo banner' }));
  expect(screen.queryByRole('region', { name: 'Demo mode' })).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: 'Job Descriptions' }));
  expect(screen.getByText('jobs content')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Demo mode' })).toBeNull();
});

test('the first anonymous visit opens the tour', () => {
  localStorage.removeItem(TOUR_KEY);
  renderWithProviders(inLayout(), { route: '/dashboard' });
  expect(screen.getByRole('dialog', { name: 'Welcome to Shortlist!' })).toBeTruthy();
});
