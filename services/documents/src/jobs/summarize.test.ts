import type { Requirement, RequirementModel } from '@shortlist/matcher';
import { summarizeChange } from './reading';

// The history's sentence for each kind of edit the job page offers.

const req = (id: string, skills: string[], kind: Requirement['kind'] = 'must', weight = 1) => ({
  id,
  kind,
  skills,
  soft: false,
  weight,
  source: 'line',
});

const base: RequirementModel = {
  schema: 1,
  version: 1,
  roles: [],
  requirements: [req('r1', ['Java']), req('r2', ['C#']), req('r3', ['Docker'], 'nice')],
  minYears: 3,
};
const edit = (changes: Partial<RequirementModel>) => ({ ...base, version: 2, ...changes });

test('grouping alternatives is told as a grouping, not as additions and removals', () => {
  const grouped = edit({ requirements: [req('g', ['Java', 'C#']), base.requirements[2]!] });
  expect(summarizeChange(base, grouped)).toBe('Grouped Java, C# as one of Java, C#');
  expect(summarizeChange(grouped, base)).toBe('Ungrouped one of Java, C#');
});

test('weight, degree and years changes are each named', () => {
  const changed = edit({
    requirements: [req('r1', ['Java'], 'must', 2.25), base.requirements[1]!, base.requirements[2]!],
    degree: { level: 'bachelor', source: 'Set by the recruiter' },
    minYears: undefined,
  });
  expect(summarizeChange(base, changed)).toBe(
    'Java: more weight (1 → 2.25); minimum years: 3 → none; degree: none → bachelor',
  );
});

test('a move and an addition of a group not made of earlier requirements', () => {
  const changed = edit({
    requirements: [
      req('r1', ['Java'], 'knockout'),
      base.requirements[1]!,
      base.requirements[2]!,
      req('a', ['AWS', 'Azure']),
    ],
  });
  expect(summarizeChange(base, changed)).toBe(
    'Java: must-have → knock-out; added one of AWS, Azure (must-have)',
  );
});
