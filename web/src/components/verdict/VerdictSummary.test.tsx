import { render, screen } from '@testing-library/react';
import type { Verdict } from '@shortlist/contracts';
import { VerdictSummary } from './VerdictSummary';

const verdict: Verdict = {
  mustMet: 6,
  mustTotal: 7,
  niceMet: 2,
  niceTotal: 4,
  gates: [{ kind: 'clearance', label: 'clearance', state: 'unknown' }],
  band: 'partial',
  gap: ['Kubernetes'],
  requirements: [],
};

test('shows the band with its gap and the counts line', () => {
  render(<VerdictSummary verdict={verdict} />);
  expect(screen.getByText('Partial — missing Kubernetes')).toBeTruthy();
  expect(
    screen.getByText('6 of 7 must-haves · 2 of 4 nice-to-haves · clearance unknown'),
  ).toBeTruthy();
});

test('compact draws the band name alone', () => {
  render(<VerdictSummary verdict={verdict} compact />);
  expect(screen.getByText('Partial')).toBeTruthy();
});
