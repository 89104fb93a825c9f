import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aCandidate, aJob } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { QuickMatch } from './QuickMatch';

const longRequirements = 'R'.repeat(150);
const jobs = [
  aJob(),
  aJob({ id: 'job-2', title: 'Designer', company: null, requirements: longRequirements }),
];
const candidates = [
  aCandidate(),
  aCandidate({ id: 'cand-2', name: 'Alan Turing', location: null }),
];

function Harness({
  running = false,
  onAnalyze = () => {},
}: {
  running?: boolean;
  onAnalyze?: () => void;
}) {
  const [jobId, setJobId] = useState('');
  const [candidateId, setCandidateId] = useState('');
  return (
    <QuickMatch
      jobs={jobs}
      candidates={candidates}
      jobId={jobId}
      candidateId={candidateId}
      onJobChange={setJobId}
      onCandidateChange={setCandidateId}
      running={running}
      onAnalyze={onAnalyze}
    />
  );
}

describe('Quick Match', () => {
  test('lists jobs as "title at company" and candidates as "name - location"', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('option', { name: 'Backend Engineer at Acme' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Designer' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Grace Hopper - New York' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alan Turing' })).toBeTruthy();
  });

  test('Analyze Match stays disabled until both a job and a candidate are chosen', async () => {
    const onAnalyze = jest.fn();
    renderWithProviders(<Harness onAnalyze={onAnalyze} />);
    const button = screen.getByRole('button', { name: 'Analyze Match' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Select Job'), 'job-1');
    expect(button.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Select Candidate'), 'cand-1');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(onAnalyze).toHaveBeenCalledTimes(1);
  });

  test('previews the selection with requirements cut to 100 characters', async () => {
    renderWithProviders(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Select Job'), 'job-2');
    expect(screen.getByText(`${'R'.repeat(100)}...`)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Select Candidate'), 'cand-1');
    expect(screen.getByLabelText('Selected candidate').textContent).toContain('Grace Hopper');
  });

  test('is disabled while an analysis is running', () => {
    renderWithProviders(
      <QuickMatch
        jobs={jobs}
        candidates={candidates}
        jobId="job-1"
        candidateId="cand-1"
        onJobChange={() => {}}
        onCandidateChange={() => {}}
        running
        onAnalyze={() => {}}
      />,
    );
    expect(
      (screen.getByRole('button', { name: 'Analyzing...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
