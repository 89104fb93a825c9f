import { screen } from '@testing-library/react';
import { anAnalysis } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { AnalysisResult } from './AnalysisResult';

// A resume with text a reader cannot see (issue #33): the analysis says so where the score is,
// as a notice the recruiter cannot take for small print.
test('the hidden-text note stands beside the score as a notice', () => {
  const note =
    'This resume contains text a reader cannot see (hidden from a human reader: white, too small or marked hidden); it was left out and did not change the score.';
  renderWithProviders(<AnalysisResult analysis={anAnalysis({ analyzerNote: note })} />);
  const card = screen.getByRole('region', { name: 'Match Score' });
  const notice = screen.getByRole('note');
  expect(card.contains(notice)).toBe(true);
  expect(notice.textContent).toBe(note);
  expect(notice.className).toContain('warning');
});

test('an analysis without a note shows none', () => {
  renderWithProviders(<AnalysisResult analysis={anAnalysis()} />);
  expect(screen.queryByRole('note')).toBeNull();
});
