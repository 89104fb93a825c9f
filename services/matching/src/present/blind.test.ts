import type { Analysis, Batch } from '@shortlist/contracts';
import { aShortlist, aShortlistRow } from '../test-support/factories';
import { aVerdict } from '../test-support/verdict';
import { blindAnalysis, blindBatch, blindLabel, blindPoolEntry } from './blind';

const row = (candidateId: string, candidateName: string, matchPercentage: number, rank: number) =>
  aShortlistRow({
    rank,
    analysisId: `an-${candidateId}`,
    candidateId,
    candidateName,
    matchPercentage,
  });

const batch: Batch = aShortlist(
  [row('c1', 'Aaron Abel', 70, 1), row('c2', 'Zoe Zane', 70, 2), row('c3', 'Mo Mills', 50, 3)],
  { id: 'b1', createdAt: '2026-01-01T00:00:00.000Z' },
);

describe('blindBatch', () => {
  it('labels hidden candidates and ranks equal scores by label, not by name', () => {
    const blind = blindBatch(batch, { blind: true, revealed: new Set(['c3']) });
    const tied = [blindLabel('job-1', 'c1'), blindLabel('job-1', 'c2')].sort();
    expect(blind.results.map((r) => [r.rank, r.candidateName])).toEqual([
      [1, tied[0]],
      [2, tied[1]],
      [3, 'Mo Mills'],
    ]);
  });

  it('changes nothing on a job that is not blind', () => {
    expect(blindBatch(batch, { blind: false, revealed: new Set() })).toBe(batch);
  });

  it('gives a candidate different labels on different jobs', () => {
    expect(blindLabel('job-1', 'c1')).not.toBe(blindLabel('job-2', 'c1'));
    expect(blindLabel('job-1', 'c1')).toMatch(/^Candidate #[0-9A-F]{6}$/);
  });
});

describe('blindPoolEntry', () => {
  const entry = {
    rank: 1,
    candidateId: 'c1',
    candidateName: 'Aaron Abel',
    matchPercentage: 88,
    topSkills: ['Python'],
    missingSkills: [],
    breakdown: [
      {
        key: 'requiredSkills' as const,
        label: 'Must-have requirements',
        weight: 0.4,
        value: 1,
        summary: 'All met.',
        evidence: [
          { requirement: 'Python', resumeLine: 'Aaron Abel wrote Python', kind: 'exact' as const },
        ],
      },
    ],
    analyzerNote: null,
    requirementsVersion: 1,
  };

  it('shows a hidden candidate of the pool by label, with the quoted lines masked', () => {
    const hidden = blindPoolEntry(entry, 'job-1', { blind: true, revealed: new Set() });
    expect(hidden.candidateName).toBe(blindLabel('job-1', 'c1'));
    expect(JSON.stringify(hidden)).not.toMatch(/Aaron|Abel/);
    expect(hidden.matchPercentage).toBe(88);
  });

  it('leaves a revealed candidate, and every candidate of a sighted job, as they are', () => {
    expect(blindPoolEntry(entry, 'job-1', { blind: true, revealed: new Set(['c1']) })).toBe(entry);
    expect(blindPoolEntry(entry, 'job-1', { blind: false, revealed: new Set() })).toBe(entry);
  });
});

describe('the verdict of a hidden candidate', () => {
  const verdict = aVerdict({
    mustMet: 1,
    mustTotal: 1,
    gates: [{ kind: 'location', label: 'on-site in Austin, TX', state: 'met' }],
    band: 'strong',
    gap: [],
    requirements: [
      {
        requirement: 'Python',
        importance: 'must',
        state: 'met',
        evidence: 'Aaron Abel wrote Python',
      },
    ],
  });

  it('quotes its requirement and gate lines masked, in the pool and on the analysis', () => {
    const view = { blind: true, revealed: new Set<string>() };
    const pooled = blindPoolEntry(
      {
        rank: 1,
        candidateId: 'c1',
        candidateName: 'Aaron Abel',
        matchPercentage: 88,
        topSkills: [],
        missingSkills: [],
        breakdown: [],
        verdict,
        analyzerNote: null,
        requirementsVersion: 1,
      },
      'job-1',
      view,
    );
    expect(JSON.stringify(pooled)).not.toMatch(/Aaron|Abel/);
    expect(pooled.verdict?.requirements[0]?.state).toBe('met');
    const analysis = blindAnalysis(
      {
        ...({} as Analysis),
        id: 'a1',
        candidateId: 'c1',
        jobId: 'job-1',
        candidateName: 'Aaron Abel',
        breakdown: [],
        generatedMessage: '',
        analyzerNote: null,
        previousResult: null,
        verdict,
        gates: [
          {
            kind: 'location',
            asked: 'Austin, TX',
            state: 'met',
            resumeLine: 'Aaron Abel, Austin, TX',
            source: 'Location: Austin, TX',
          },
        ],
      },
      view,
    );
    expect(JSON.stringify(analysis)).not.toMatch(/Aaron|Abel/);
    expect(analysis.verdict?.band).toBe('strong');
  });
});
