import { render, screen } from '@testing-library/react';
import { aVerdict } from '../../test/factories';
import { VerdictSummary } from './VerdictSummary';

const verdict = aVerdict();

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
