import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSubscription } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { SettingsPage } from './SettingsPage';

beforeEach(resetStorage);

test('Settings sets the name through the account', async () => {
  installFetch({
    'GET /api/subscriptions/me': { body: aSubscription('free') },
  });
  const rename = jest.fn().mockResolvedValue({ ...testUser, name: 'Grace Hopper' });
  renderWithProviders(<SettingsPage />, {
    user: { ...testUser, name: null },
    auth: { rename },
  });
  const field = screen.getByLabelText('Name');
  await userEvent.type(field, '  Grace Hopper ');
  await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(rename).toHaveBeenCalledWith('Grace Hopper');
  expect(await screen.findByText('Name saved')).toBeTruthy();
});

test('a refused name shows the server message', async () => {
  installFetch({});
  const rename = jest.fn().mockRejectedValue(new Error('Name must be at most 100 characters'));
  renderWithProviders(<SettingsPage />, { user: testUser, auth: { rename } });
  await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Name must be at most 100 characters')).toBeTruthy();
});
