// The edits a recruiter can make to a job's reading, each said to relax it or to tighten it
// (issue #33: relaxing never lowers anyone, tightening never raises anyone, saving it unchanged
// moves nobody). Shared by the calibration tests and bench/calibration.ts, which tries them on
// every benchmark ad.
import type { Requirement, RequirementModel } from '@shortlist/matcher';

export interface ReadingEdit {
  name: string;
  way: 'same' | 'relax' | 'tighten';
  apply: (model: RequirementModel) => RequirementModel;
}

/** A seeded sequence (Park-Miller), so that a failure can be replayed. */
export function parkMiller(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 48271) % 2147483647) / 2147483647;
}

/**
 * Every kind of edit; `pick` chooses which requirement an edit touches and which skill it adds
 * (from `skills`), so a seeded pick replays the same edits.
 */
export function readingEdits(
  pick: <T>(xs: readonly T[]) => T | undefined,
  skills: readonly string[],
): ReadingEdit[] {
  const hard = (r: Requirement) => !r.soft;
  const swap = (m: RequirementModel, id: string, next: Requirement[]) => ({
    ...m,
    requirements: m.requirements.flatMap((r) => (r.id === id ? next : [r])),
  });
  const fresh = (kind: Requirement['kind']) => (m: RequirementModel) => {
    const skill = pick(skills)!;
    const id = `added-${m.requirements.length + 1}-${skill}`;
    const add: Requirement = { id, kind, skills: [skill], soft: false, weight: 1, source: 'x' };
    return { ...m, requirements: [...m.requirements, add] };
  };
  const one =
    (f: (r: Requirement) => boolean, to: (r: Requirement) => Requirement[]) =>
    (m: RequirementModel) => {
      const r = pick(m.requirements.filter(f));
      return r ? swap(m, r.id, to(r)) : m;
    };
  const grouped = (r: Requirement) => hard(r) && r.skills.length > 1;
  return [
    { name: 'save unchanged', way: 'same', apply: (m) => m },
    {
      name: 'lower the years',
      way: 'relax',
      apply: (m) => ({ ...m, minYears: Math.max(0, (m.minYears ?? 1) - 1) }),
    },
    { name: 'remove the years', way: 'relax', apply: ({ minYears: _y, ...m }) => m },
    { name: 'remove a requirement', way: 'relax', apply: one(hard, () => []) },
    {
      name: 'must to nice',
      way: 'relax',
      apply: one(
        (r) => hard(r) && r.kind === 'must',
        (r) => [{ ...r, kind: 'nice' }],
      ),
    },
    {
      name: 'widen a group',
      way: 'relax',
      apply: one(hard, (r) => [{ ...r, skills: [...new Set([...r.skills, pick(skills)!])] }]),
    },
    {
      // On an ad that named no years, this adds them.
      name: 'raise the years',
      way: 'tighten',
      apply: (m) => ({ ...m, minYears: (m.minYears ?? 0) + 2 }),
    },
    { name: 'add a must-have', way: 'tighten', apply: fresh('must') },
    { name: 'add a nice-to-have', way: 'tighten', apply: fresh('nice') },
    {
      name: 'nice to must',
      way: 'tighten',
      apply: one(
        (r) => hard(r) && r.kind === 'nice',
        (r) => [{ ...r, kind: 'must' }],
      ),
    },
    {
      name: 'narrow a group',
      way: 'tighten',
      apply: one(grouped, (r) => [{ ...r, skills: r.skills.slice(0, -1) }]),
    },
    {
      name: 'split a group',
      way: 'tighten',
      apply: one(grouped, (r) =>
        r.skills.map((skill, i) => ({ ...r, id: `${r.id}-${i + 1}`, skills: [skill] })),
      ),
    },
  ];
}

/** Whether a score moved the wrong way for the edit. */
export const wrongWay = (way: ReadingEdit['way'], before: number, after: number): boolean =>
  way === 'same' ? after !== before : way === 'relax' ? after < before : after > before;
