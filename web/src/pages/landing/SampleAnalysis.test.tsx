import { screen, waitFor } from '@testing-library/react';
import { anAnalysis } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage } from '../../test/render';
import { SampleAnalysis } from './SampleAnalysis';

beforeEach(resetStorage);

test("shows the engine's analysis of the demo's sample, drawn like the analysis page", async () => {
  const calls = installFetch({
    'POST /api/demo/analyze': { body: anAnalysis({ matchPercentage: 88 }) },
  });
  renderWithProviders(<SampleAnalysis />);
  expect((await screen.findByTestId('match-score')).textContent).toBe('88%');
  expect(screen.getByRole('heading', { name: 'Follow-up Message' })).toBeTruthy();
  const body = JSON.parse(String(calls[0]?.init.body)) as {
    job: { title: string };
    candidate: { name: string };
  };
  expect(body.job.title).toBe('Senior Frontend Engineer');
  expect(
    screen.getByText(new RegExp(`${body.candidate.name} → Senior Frontend Engineer`)),
  ).toBeTruthy();
  // Nothing is stored: the visitor's demo allowance is untouched.
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

test('nothing shows when the engine cannot be reached', async () => {
  installFetch({});
  const { container } = renderWithProviders(<SampleAnalysis />);
  await screen.findByText('Scoring the sample...');
  await waitFor(() => expect(container.querySelector('.sample-analysis')).toBeNull());
});
