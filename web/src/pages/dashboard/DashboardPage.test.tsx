import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCandidate, aJob, anAnalysis } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage } from '../../test/render';
import { DashboardPage } from './DashboardPage';

beforeEach(resetStorage);

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

test('demo: starts with the samples, Quick Match and demo usage', async () => {
  renderWithProviders(<DashboardPage />, { route: '/dashboard' });
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  await userEvent.click(await screen.findByRole('combobox', { name: 'Select Job' }));
  expect(
    await screen.findByRole('option', { name: /Senior Frontend Engineer at Northwind Talent/ }),
  ).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Demo usage' })).toBeTruthy();
  expect(screen.queryByText('Almost there!')).toBeNull();
});

test('demo: uploads preselect the new items, then Run AI Analysis Now opens the result', async () => {
  const calls = installFetch({
    'POST /api/demo/parse': (url) =>
      url.includes('kind=job')
        ? {
            body: {
              job: aJob({ id: 'demo_job_9', title: 'Data Engineer' }),
              profile: { text: 'job' },
            },
          }
        : {
            body: {
              candidate: aCandidate({ id: 'demo_cand_9', name: 'Ada Byron' }),
              profile: { text: 'cv' },
            },
          },
    'POST /api/demo/analyze': { body: anAnalysis({ id: '', matchPercentage: 77 }) },
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard' });
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Job description file', { selector: 'input' }),
    pdf('data-engineer.pdf'),
  );
  expect(await screen.findByText('Job description uploaded successfully!')).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByLabelText('Selected job').textContent).toContain('Data Engineer'),
  );

  await user.upload(screen.getByLabelText('Resume file', { selector: 'input' }), pdf('ada.pdf'));
  expect(await screen.findByText('Resume uploaded successfully!')).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByLabelText('Selected candidate').textContent).toContain('Ada Byron'),
  );

  await user.click(screen.getByRole('button', { name: 'Run AI Analysis Now' }));
  await waitFor(() =>
    expect(screen.getByTestId('location').textContent).toBe('/analysis/demo_cand_9/demo_job_9'),
  );
  const analyze = calls.find((c) => c.url === '/api/demo/analyze');
  expect(JSON.parse(String(analyze?.init.body))).toEqual({
    job: { text: 'job' },
    candidate: { text: 'cv' },
  });
});

test('demo: the third job description of their own is refused with the limit banner', async () => {
  let n = 0;
  installFetch({
    'POST /api/demo/parse': () => ({
      body: { job: aJob({ id: `demo_job_${++n}` }), profile: { text: '' } },
    }),
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard' });
  const input = screen.getByLabelText('Job description file', { selector: 'input' });
  await userEvent.upload(input, pdf('one.pdf'));
  await screen.findByText('Job description uploaded successfully!');
  await userEvent.upload(input, pdf('two.pdf'));
  await waitFor(() => expect(n).toBe(2));
  await screen.findByText('Job description uploaded successfully!');
  fireEvent.change(input, { target: { files: [pdf('three.pdf')] } });
  expect(await screen.findByText('Demo Limit Reached')).toBeTruthy();
  expect(
    screen.getByText(
      'Demo limit reached! You can only upload 2 job descriptions in demo mode. Sign up for unlimited uploads!',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Upgrade to Pro for unlimited access' })).toBeTruthy();
});
