import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAnalysis } from '../../test/factories';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, resetStorage, testUser } from '../../test/render';
import { AnalysisPage } from './AnalysisPage';

const route = {
  user: testUser,
  route: '/analysis/cand-1/job-1',
  path: '/analysis/:candidateId/:jobId',
};

beforeEach(resetStorage);

test('a result of an older engine offers a re-score with the current one', async () => {
  const calls = installFetch({
    'GET /api/analysis/cand-1/job-1': {
      body: anAnalysis({ engineVersion: '2025.01-old', currentEngineVersion: '2026.11-roles' }),
    },
    'POST /api/analysis/an-1/rescore-engine': { body: { analysisId: 'an-1', queued: true } },
  });
  renderWithProviders(<AnalysisPage />, route);
  expect(await screen.findByText('Scored by engine 2025.01-old')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Re-score with the current engine' }));
  expect(calls.some((c) => c.method === 'POST' && c.url.includes('rescore-engine'))).toBe(true);
});

test('after the re-score, old and new are side by side', async () => {
  const now = anAnalysis({ engineVersion: '2026.11-roles', currentEngineVersion: '2026.11-roles' });
  installFetch({
    'GET /api/analysis/cand-1/job-1': {
      body: {
        ...now,
        previousResult: {
          matchPercentage: 41,
          band: 'poor',
          topSkills: ['Node.js'],
          missingSkills: ['COBOL'],
          breakdown: [],
          engineVersion: '2025.01-old',
          requirementsVersion: 1,
          completedAt: now.completedAt,
        },
      },
    },
  });
  renderWithProviders(<AnalysisPage />, route);
  const table = await screen.findByRole('table', { name: 'Old and new result' });
  expect(table.textContent).toContain('Before (2025.01-old)');
  expect(table.textContent).toContain(`41%${now.matchPercentage}%`);
  expect(table.textContent).toContain('COBOL');
  expect(screen.queryByRole('button', { name: 'Re-score with the current engine' })).toBeNull();
});
