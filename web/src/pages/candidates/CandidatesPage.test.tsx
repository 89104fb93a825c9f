import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCandidate } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { CandidatesPage } from './CandidatesPage';

beforeEach(resetStorage);

test('rows show initials, seniority, Not specified for a missing location, and +N more', async () => {
  installFetch({
    'GET /api/candidates': {
      body: [aCandidate({ location: null })],
      headers: { 'x-total-count': '1' },
    },
  });
  renderWithProviders(<CandidatesPage />, { user: testUser, route: '/candidates' });
  expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
  expect(screen.getByText('GH')).toBeTruthy();
  expect(screen.getByText('Senior')).toBeTruthy();
  expect(screen.getByText('Not specified')).toBeTruthy();
  expect(screen.getByText('+1 more')).toBeTruthy();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Name',
    'Email',
    'Location',
    'Skills',
    'Added',
  ]);
});

test('empty texts, with and without a search', async () => {
  installFetch({ 'GET /api/candidates': { body: [], headers: { 'x-total-count': '0' } } });
  const first = renderWithProviders(<CandidatesPage />, { user: testUser, route: '/candidates' });
  expect(await screen.findByText('No candidates')).toBeTruthy();
  expect(screen.getByText('Get started by uploading resumes on the Dashboard')).toBeTruthy();
  first.unmount();
  renderWithProviders(<CandidatesPage />, { user: testUser, route: '/candidates?q=zzz' });
  expect(await screen.findByText('No candidates match your search')).toBeTruthy();
  expect(
    (
      screen.getByPlaceholderText(
        'Search by name, email, location, or skills...',
      ) as HTMLInputElement
    ).value,
  ).toBe('zzz');
});

test('demo visitors search their sample candidates in the browser', async () => {
  renderWithProviders(<CandidatesPage />, { route: '/candidates?q=lisbon' });
  expect(await screen.findByRole('link', { name: 'Jordan Okafor' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Avery Lindqvist' })).toBeNull();
});

test('the page takes resumes, as the dashboard does, and offers the import beside them', async () => {
  const calls = installFetch({
    'GET /api/candidates': { body: [], headers: { 'x-total-count': '0' } },
    'POST /api/candidates': { status: 201, body: aCandidate({ name: 'Ana Lima' }) },
  });
  renderWithProviders(<CandidatesPage />, { user: testUser, route: '/candidates' });
  expect(screen.getByRole('heading', { name: 'Upload Resume' })).toBeTruthy();
  expect(screen.getByText('Import candidates')).toBeTruthy();
  const resume = new File(['%PDF'], 'ana-lima.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText('Resume file', { selector: 'input' }), resume);
  expect(await screen.findByText('Resume uploaded successfully!')).toBeTruthy();
  expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/candidates'))).toBe(true);
});
