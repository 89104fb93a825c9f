import type { Batch } from '@shortlist/contracts';
import { batchCsv, csvFileName } from './csv';

const batch = (results: Batch['results']): Batch => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  jobId: 'job-1',
  jobTitle: 'Senior Engineer / Platform',
  status: 'completed',
  total: results.length,
  done: results.length,
  failed: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  results,
});

const row = (
  rank: number,
  candidateName: string,
  matchPercentage: number | null,
  topSkills: string[] = [],
) => ({
  rank,
  analysisId: `a${rank}`,
  candidateId: `c${rank}`,
  candidateName,
  status: 'completed' as const,
  matchPercentage,
  topSkills,
  missingSkills: [],
});

describe('shortlist CSV', () => {
  test('one header and one line per ranked candidate', () => {
    const csv = batchCsv(batch([row(1, 'Ada', 91, ['Go', 'SQL']), row(2, '=cmd|calc', 40)]));
    expect(csv.split('\r\n')).toEqual([
      'Rank,Candidate,Score,Status,Top skills,Missing skills,Decision,Decision reason,Stage,Gates,Must-haves met,Must-haves',
      '1,Ada,91,completed,Go; SQL,,,,,,,',
      "2,'=cmd|calc,40,completed,,,,,,,,",
      '',
    ]);
  });

  test('the decision, its reason, the stage, the gates and the must-haves met (issue #29.2)', () => {
    const decided = {
      ...row(1, 'Ada', 91),
      decision: {
        decision: 'reject' as const,
        reason: 'Location',
        decidedBy: 'u1',
        decidedAt: '2025-01-02T00:00:00.000Z',
      },
      stage: 'rejected' as const,
      verdict: {
        mustMet: 5,
        mustTotal: 7,
        niceMet: 1,
        niceTotal: 2,
        gates: [
          { kind: 'clearance' as const, label: 'clearance', state: 'unknown' as const },
          {
            kind: 'workAuthorization' as const,
            label: 'work authorization',
            state: 'met' as const,
          },
        ],
        band: 'partial' as const,
        gap: ['Kubernetes', 'Go'],
        requirements: [],
      },
    };
    const [, line] = batchCsv(batch([decided])).split('\r\n');
    expect(line).toBe(
      '1,Ada,91,completed,,,reject,Location,Rejected,clearance: unknown; work authorization: met,5,7',
    );
  });

  test('the file name is safe', () => {
    expect(csvFileName(batch([]))).toBe('shortlist-Senior-Engineer-Platform-0f8fad5b.csv');
  });
});
