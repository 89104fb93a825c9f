import type { Batch } from '@shortlist/contracts';
import { aShortlist, aShortlistRow } from '../test-support/factories';
import { aVerdict } from '../test-support/verdict';
import { batchCsv, csvFileName } from './csv';

// A shortlist of these rows, of a job whose title the file name spells.
const batch = (results: Batch['results']): Batch =>
  aShortlist(results, { jobTitle: 'Senior Engineer / Platform' });

const row = (
  rank: number,
  candidateName: string,
  matchPercentage: number | null,
  topSkills: string[] = [],
) => aShortlistRow({ rank, candidateName, matchPercentage, topSkills });

describe('shortlist CSV', () => {
  test('the decision, its reason and the stage (issue #29.2)', () => {
    const decided = {
      ...row(1, 'Ada', 91),
      decision: {
        decision: 'reject' as const,
        reason: 'Location',
        decidedBy: 'u1',
        decidedAt: '2025-01-02T00:00:00.000Z',
      },
      stage: 'rejected' as const,
    };
    const [, line] = batchCsv(batch([decided])).split('\r\n');
    expect(line).toBe('1,Ada,91,,,,,,completed,,,reject,Location,Rejected');
  });

  test('one header and one line per ranked candidate', () => {
    const csv = batchCsv(batch([row(1, 'Ada', 91, ['Go', 'SQL']), row(2, '=cmd|calc', 40)]));
    expect(csv.split('\r\n')).toEqual([
      'Rank,Candidate,Score,Verdict,Requirements,Must-haves met,Gates not met,Gates unknown,Status,Top skills,Missing skills,Decision,Decision reason,Stage',
      '1,Ada,91,,,,,,completed,Go; SQL,,,,',
      "2,'=cmd|calc,40,,,,,,completed,,,,,",
      '',
    ]);
  });

  test('the verdict follows the score: band and gap, its line, must-haves met, gates not met and unknown', () => {
    const verdict = aVerdict({
      mustMet: 5,
      mustTotal: 7,
      niceMet: 1,
      niceTotal: 2,
      gates: [
        { kind: 'workAuthorization', label: 'work authorization', state: 'notMet' },
        { kind: 'clearance', label: 'clearance', state: 'unknown' },
        { kind: 'location', label: 'on-site in Austin, TX', state: 'unknown' },
        { kind: 'years', label: '3+ years', state: 'met' },
      ],
      band: 'partial',
      gap: ['Kubernetes', 'Terraform'],
      requirements: [],
    });
    const csv = batchCsv(
      batch([
        { ...row(1, 'Ada', 72), verdict },
        { ...row(2, 'Bo', 50), verdict: null },
      ]),
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '1,Ada,72,"Partial — missing Kubernetes, Terraform","5 of 7 must-haves · 1 of 2 nice-to-haves · work authorization not met · clearance unknown · on-site in Austin, TX unknown",5 of 7,work authorization,"clearance; on-site in Austin, TX",completed,,,,,',
      '2,Bo,50,,,,,,completed,,,,,',
    ]);
  });

  test('the file name is safe', () => {
    expect(csvFileName(batch([]))).toBe('shortlist-Senior-Engineer-Platform-0f8fad5b.csv');
  });
});
