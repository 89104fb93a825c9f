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

test('the recruiter advances a candidate with a reason; the page shows the decision', async () => {
  const calls = installFetch({
    'GET /api/analysis/cand-1/job-1': { body: anAnalysis({ decision: null }) },
    'POST /api/analysis/decisions': {
      body: { jobId: 'job-1', decision: 'advance', candidateIds: ['cand-1'] },
    },
  });
  renderWithProviders(<AnalysisPage />, route);
  expect(await screen.findByRole('heading', { name: 'Your decision' })).toBeTruthy();
  expect(screen.getByTestId('current-decision').textContent).toBe('No decision yet.');

  await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Strong Node.js record');
  await userEvent.click(screen.getByRole('button', { name: 'Advance' }));
  const post = calls.find((c) => c.method === 'POST');
  expect(JSON.parse(String(post?.init.body))).toEqual({
    jobId: 'job-1',
    candidateIds: ['cand-1'],
    decision: 'advance',
    reason: 'Strong Node.js record',
  });
  await screen.findByText('Advance', { selector: '.status-pill' });
  expect(screen.getByTestId('current-decision').textContent).toContain('Strong Node.js record');
});

test('a decision already taken is shown, and a poor score alone decides nothing', async () => {
  installFetch({
    'GET /api/analysis/cand-1/job-1': {
      body: anAnalysis({
        matchPercentage: 12,
        decision: {
          decision: 'hold',
          reason: 'Ask about the gap',
          decidedBy: testUser.id,
          decidedAt: '2026-11-20T10:00:00Z',
        },
      }),
    },
  });
  renderWithProviders(<AnalysisPage />, route);
  expect(await screen.findByText('Hold', { selector: '.status-pill' })).toBeTruthy();
  expect(screen.getByTestId('current-decision').textContent).toContain('Ask about the gap');
  expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
});
