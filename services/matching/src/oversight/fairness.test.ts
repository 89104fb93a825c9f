import { fairnessCategory, intersection, type FairnessEntry } from './fairness';
import { readGroupsCsv } from './groups';

// The four-fifths rule on a constructed screening of 100 candidates.

const people = (group: string | null, applicants: number, selected: number): FairnessEntry[] =>
  Array.from({ length: applicants }, (_, i) => ({ group, selected: i < selected }));

describe('fairnessCategory', () => {
  const batch = [
    ...people('Male', 50, 30), // 60%
    ...people('Female', 40, 18), // 45%: 0.75 of the men's rate, flagged
    ...people('Non-binary', 1, 0), // 1% of the data: listed apart
    ...people(null, 9, 5),
  ];
  const report = fairnessCategory(batch);

  it('gives selection rates and impact ratios against the highest group', () => {
    expect(report.groups).toEqual([
      {
        group: 'Male',
        applicants: 50,
        selected: 30,
        selectionRate: 0.6,
        impactRatio: 1,
        flagged: false,
      },
      {
        group: 'Female',
        applicants: 40,
        selected: 18,
        selectionRate: 0.45,
        impactRatio: 0.75,
        flagged: true,
      },
    ]);
  });

  it('lists groups under 2% of the data apart, with no impact ratio', () => {
    expect(report.small).toEqual([
      {
        group: 'Non-binary',
        applicants: 1,
        selected: 0,
        selectionRate: 0,
        impactRatio: null,
        flagged: false,
      },
    ]);
  });

  it('counts unknowns without guessing them', () => {
    expect(report.unknown).toBe(9);
  });

  it('does not flag a ratio at exactly four fifths', () => {
    const even = fairnessCategory([...people('A', 10, 5), ...people('B', 10, 4)]);
    expect(even.groups.map((g) => [g.group, g.impactRatio, g.flagged])).toEqual([
      ['A', 1, false],
      ['B', 0.8, false],
    ]);
  });

  it('gives no ratio when no one is selected', () => {
    const none = fairnessCategory([...people('A', 10, 0), ...people('B', 10, 0)]);
    expect(none.groups.every((g) => g.impactRatio === null && !g.flagged)).toBe(true);
  });

  it('makes intersectional groups only from two known categories', () => {
    expect(intersection('Female', 'Asian')).toBe('Female / Asian');
    expect(intersection('Female', null)).toBeNull();
  });
});

describe('readGroupsCsv', () => {
  it('reads ids or emails, treats blanks and "unknown" as unknown', () => {
    const csv =
      'Candidate ID,Email,Sex,Race_Ethnicity\r\nc1,,Female,Asian\r\n,BOB@X.COM,unknown,"Hispanic or Latino"\r\n';
    expect(readGroupsCsv(csv)).toEqual([
      { key: 'c1', sex: 'Female', raceEthnicity: 'Asian' },
      { key: 'bob@x.com', sex: null, raceEthnicity: 'Hispanic or Latino' },
    ]);
  });

  it('refuses a file without the columns it needs', () => {
    expect(() => readGroupsCsv('name,age\nBob,40\n')).toThrow(/candidate_id or email/);
  });
});
