import { verdictHeadline, verdictLine, type Verdict } from './verdict';

const base: Verdict = {
  mustMet: 6,
  mustTotal: 7,
  niceMet: 2,
  niceTotal: 4,
  gates: [
    { kind: 'clearance', label: 'clearance', state: 'unknown' },
    { kind: 'workplace', label: 'on-site in Austin', state: 'met' },
  ],
  band: 'partial',
  gap: ['Kubernetes'],
  requirements: [],
};

describe('verdictLine', () => {
  it('counts must-haves and nice-to-haves and names the gates that are not met or unknown', () => {
    expect(verdictLine(base)).toBe('6 of 7 must-haves · 2 of 4 nice-to-haves · clearance unknown');
  });

  it('leaves out nice-to-haves a job does not have, and names a failed gate', () => {
    const v: Verdict = {
      ...base,
      niceTotal: 0,
      niceMet: 0,
      gates: [{ kind: 'workAuthorization', label: 'work authorization', state: 'notMet' }],
    };
    expect(verdictLine(v)).toBe('6 of 7 must-haves · work authorization not met');
  });
});

describe('verdictHeadline', () => {
  it('names the gap of a partial candidate', () => {
    expect(verdictHeadline(base)).toBe('Partial — missing Kubernetes');
  });

  it('says Strong alone, and shortens a long gap', () => {
    expect(verdictHeadline({ ...base, band: 'strong', gap: [] })).toBe('Strong');
    const gap = ['A', 'B', 'C', 'D', 'E'];
    expect(verdictHeadline({ ...base, band: 'notRecommended', gap })).toBe(
      'Not recommended — missing A, B, C and 2 more',
    );
  });
});

describe('verdictHeadline with partly met must-haves', () => {
  it('names what is not found as missing and says why the others are only partly there', () => {
    const v: Verdict = {
      ...base,
      mustMet: 4,
      mustTotal: 6,
      gap: ['Hibernate', 'Kubernetes only through Docker'],
      requirements: [
        { requirement: 'Hibernate', importance: 'must', state: 'notFound' },
        {
          requirement: 'Kubernetes (implied by Docker)',
          importance: 'must',
          state: 'partly',
          evidence: 'Docker',
        },
      ],
    };
    expect(verdictHeadline(v)).toBe('Partial — missing Hibernate · Kubernetes only through Docker');
    const onlyPartly = { ...v, gap: ['Kubernetes only through Docker'] };
    expect(verdictHeadline(onlyPartly)).toBe('Partial — Kubernetes only through Docker');
  });
});
