import type { Analysis, Candidate, Verdict } from '@shortlist/contracts';
import type { ShareLinkCandidateRow, ShareLinkRow } from '../db/schema';
import { SIGHTED } from '../oversight/blind';
import { blindLabel } from './blind';
import { presentSharedProfile } from './share';
import { aVerdict } from '../test-support/verdict';

// What a shared link's recipient sees of one candidate (issue #32): the verdict per requirement
// with the resume's lines, masked like blind screening unless the recruiter chose names.

const person: Candidate = {
  id: 'c1',
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone: '+1 555 123 4567',
  location: 'Arlington, VA',
  headline: 'Grace Hopper — Compiler engineer',
  seniority: null,
  techStack: [],
  tags: [],
  experience: null,
  yearsExperience: null,
  links: ['https://github.com/ghopper'],
  fileName: 'grace.pdf',
  fileSize: 1,
  fileType: 'pdf',
  sha256: 'x',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const verdict = aVerdict({
  requirements: [
    {
      requirement: 'COBOL',
      importance: 'must',
      state: 'met',
      evidence: 'Grace Hopper wrote COBOL compilers; grace@navy.example',
    },
    { requirement: 'Kubernetes', importance: 'must', state: 'notFound' },
  ],
});

const analysis = (v: Verdict | null): Analysis =>
  ({
    id: 'a1',
    candidateId: 'c1',
    jobId: 'j1',
    matchPercentage: 64,
    candidateName: 'Grace Hopper',
    candidate: person,
    verdict: v,
    generatedMessage: 'Hi Grace',
    analyzerNote: null,
    previousResult: null,
    breakdown: [
      {
        key: 'requiredSkills',
        label: 'Must-have requirements',
        weight: 1,
        value: 0.5,
        summary: '',
        evidence: [
          { requirement: 'COBOL', kind: 'exact', resumeLine: 'Grace Hopper: COBOL, 1959' },
          { requirement: 'Kubernetes', kind: 'missing' },
        ],
      },
      {
        key: 'niceToHaveSkills',
        label: 'Nice-to-have requirements',
        weight: 0,
        value: 1,
        summary: '',
        evidence: [{ requirement: 'Fortran', kind: 'implied', resumeLine: 'Wrote FLOW-MATIC' }],
      },
    ],
  }) as unknown as Analysis;

const link = (o: Partial<ShareLinkRow> = {}) =>
  ({ jobId: 'j1', named: false, showScore: false, ...o }) as ShareLinkRow;
const row = (o: Partial<ShareLinkCandidateRow> = {}) =>
  ({
    candidateId: 'c1',
    note: 'Call her',
    revealedAt: null,
    feedback: null,
    ...o,
  }) as ShareLinkCandidateRow;

test('anonymised: the label, no score, and the verdict evidence masked like blind screening', () => {
  const shown = presentSharedProfile(link(), row(), analysis(verdict), SIGHTED);
  expect(shown).toMatchObject({
    label: blindLabel('j1', 'c1'),
    named: false,
    matchPercentage: null,
    verdict: 'Partial — missing Kubernetes',
    verdictLine: '1 of 2 must-haves',
    note: 'Call her',
  });
  const text = JSON.stringify(shown);
  for (const secret of ['Grace', 'Hopper', 'grace@navy', '555', 'github']) {
    expect(text).not.toContain(secret);
  }
  expect(shown.requirements[0]!.evidence).toContain('COBOL compilers');
  expect(shown.requirements[1]).toEqual({
    requirement: 'Kubernetes',
    importance: 'must',
    state: 'notFound',
    evidence: null,
  });
});

test('named, or revealed for this link: the name and the lines as written; the score when chosen', () => {
  for (const [l, r] of [
    [link({ named: true, showScore: true }), row()],
    [link({ showScore: true }), row({ revealedAt: new Date() })],
  ] as const) {
    const shown = presentSharedProfile(l, r, analysis(verdict), SIGHTED);
    expect(shown).toMatchObject({ label: 'Grace Hopper', named: true, matchPercentage: 64 });
    expect(shown.requirements[0]!.evidence).toContain('grace@navy.example');
  }
});

test('a candidate hidden on a blind job stays hidden, even on a named link', () => {
  const blind = { blind: true, revealed: new Set<string>() };
  const shown = presentSharedProfile(link({ named: true }), row(), analysis(verdict), blind);
  expect(shown.named).toBe(false);
  expect(JSON.stringify(shown)).not.toContain('Grace');
});

test('an analysis without a verdict falls back to the breakdown, masked the same way', () => {
  const shown = presentSharedProfile(link(), row(), analysis(null), SIGHTED);
  expect(shown.verdict).toBeNull();
  expect(shown.requirements).toEqual([
    { requirement: 'COBOL', importance: 'must', state: 'met', evidence: '[name]: COBOL, 1959' },
    { requirement: 'Kubernetes', importance: 'must', state: 'notFound', evidence: null },
    { requirement: 'Fortran', importance: 'nice', state: 'partly', evidence: 'Wrote FLOW-MATIC' },
  ]);
});

test('anonymised, school names are left out of the headline and the evidence; named, they stay', () => {
  const schooled: Verdict = {
    ...verdict,
    requirements: [
      {
        requirement: 'Computer Science degree',
        importance: 'must',
        state: 'met',
        evidence: 'M.S. Computer Science, Yale University, 1934',
      },
    ],
  };
  const withHeadline = {
    ...analysis(schooled),
    candidate: { ...person, headline: 'Compiler engineer, Vassar College alumna' },
  } as Analysis;
  const shown = presentSharedProfile(link(), row(), withHeadline, SIGHTED);
  expect(JSON.stringify(shown)).not.toMatch(/Yale|Vassar/);
  expect(shown.requirements[0]!.evidence).toContain('Computer Science, [school]');
  const named = presentSharedProfile(link({ named: true }), row(), withHeadline, SIGHTED);
  expect(named.requirements[0]!.evidence).toContain('Yale University');
});
