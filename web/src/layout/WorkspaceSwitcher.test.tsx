import '../test/polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTeam, aWorkspace } from '../test/factories';
import { installFetch } from '../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../test/render';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const list = { body: { workspaces: [aWorkspace(), aTeam('team-1', 'Acme hiring')] } };

beforeEach(() => {
  resetStorage();
  localStorage.setItem('token', 'T');
});

async function switcher(route: string) {
  installFetch({ 'GET /api/workspaces': list });
  renderWithProviders(<WorkspaceSwitcher />, { user: testUser, route, workspaces: true });
  await screen.findByRole('option', { name: 'Acme hiring' });
  return screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement;
}

test('a job belongs to one workspace: switching away from it opens the dashboard', async () => {
  const select = await switcher('/jobs/job-1');
  await userEvent.selectOptions(select, 'team-1');
  expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  expect(select.value).toBe('team-1');
});

test('a list exists in every workspace: switching stays on it', async () => {
  const select = await switcher('/candidates');
  await userEvent.selectOptions(select, 'team-1');
  expect(screen.getByTestId('location').textContent).toBe('/candidates');
});

test('"New workspace…" asks for a name and can be cancelled without switching', async () => {
  const select = await switcher('/dashboard');
  await userEvent.selectOptions(select, 'New workspace…');
  const dialog = screen.getByRole('dialog', { name: 'New workspace' });
  expect(within(dialog).getByLabelText('Team name')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(select.value).toBe('u1');
});
