import type { JobDescription } from '@shortlist/contracts';

// The recruiter's edits of a reading as plain functions of the draft, so the editor's buttons stay
// one-liners and each edit can be checked on its own.

export type Reading = NonNullable<JobDescription['reading']>;
export type Requirement = Reading['requirements'][number];
export type Kind = Requirement['kind'];
export type DegreeLevel = NonNullable<Reading['degree']>['level'];

export const KINDS: { value: Kind; label: string }[] = [
  { value: 'must', label: 'Must-have' },
  { value: 'nice', label: 'Nice to have' },
  { value: 'knockout', label: 'Knock-out' },
];

export const DEGREE_LEVELS: { value: DegreeLevel; label: string }[] = [
  { value: 'associate', label: "Associate's degree" },
  { value: 'bachelor', label: "Bachelor's degree" },
  { value: 'master', label: "Master's degree" },
  { value: 'doctorate', label: 'Doctorate' },
];

/** Where a requirement, degree or years came from when the recruiter, not the ad, set it. */
export const BY_RECRUITER = 'Set by the recruiter';

/** A must-have's weight moves by this factor per click, within these bounds (1 is ordinary). */
const WEIGHT_STEP = 1.5;
export const MIN_WEIGHT = 0.25;
export const MAX_WEIGHT = 5;

export const requirementLabel = (r: Requirement) =>
  r.skills.length > 1 ? `one of ${r.skills.join(', ')}` : (r.skills[0] ?? '');

function freshId(existing: Requirement[], stem: string): string {
  const ids = new Set(existing.map((r) => r.id));
  let n = existing.length + 1;
  while (ids.has(`${stem}-${n}`)) n++;
  return `${stem}-${n}`;
}

export function addRequirement(reading: Reading, skill: string, kind: Kind): Reading {
  const added: Requirement = {
    id: freshId(reading.requirements, 'added'),
    kind,
    skills: [skill],
    soft: false,
    weight: 1,
    source: 'Added by the recruiter',
  };
  return { ...reading, requirements: [...reading.requirements, added] };
}

const replace = (reading: Reading, id: string, edit: (r: Requirement) => Requirement): Reading => ({
  ...reading,
  requirements: reading.requirements.map((r) => (r.id === id ? edit(r) : r)),
});

export const setKind = (reading: Reading, id: string, kind: Kind) =>
  replace(reading, id, (r) => ({ ...r, kind }));

export const removeRequirement = (reading: Reading, id: string): Reading => ({
  ...reading,
  requirements: reading.requirements.filter((r) => r.id !== id),
});

/** More (or less) weight: by a step, kept within bounds, two decimals so versions compare. */
export function reweigh(reading: Reading, id: string, direction: 'more' | 'less'): Reading {
  return replace(reading, id, (r) => {
    const next = direction === 'more' ? r.weight * WEIGHT_STEP : r.weight / WEIGHT_STEP;
    const bounded = Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, next));
    return { ...r, weight: Math.round(bounded * 100) / 100 };
  });
}

/**
 * Joins requirements into one group of alternatives ("one of A, B, C"), met by any member. It
 * takes the place, kind and weight of the first chosen, and quotes each member's line of the ad.
 */
export function groupRequirements(reading: Reading, ids: readonly string[]): Reading {
  const chosen = reading.requirements.filter((r) => ids.includes(r.id));
  const first = chosen[0];
  if (!first || chosen.length < 2) return reading;
  const skills = [...new Set(chosen.flatMap((r) => r.skills))];
  const sources = [...new Set(chosen.map((r) => r.source))];
  const group: Requirement = {
    ...first,
    id: freshId(reading.requirements, 'group'),
    skills,
    soft: chosen.every((r) => r.soft),
    weight: Math.max(...chosen.map((r) => r.weight)),
    source: sources.join(' / '),
  };
  const requirements: Requirement[] = [];
  for (const r of reading.requirements) {
    if (r.id === first.id) requirements.push(group);
    else if (!ids.includes(r.id)) requirements.push(r);
  }
  return { ...reading, requirements };
}

/** Splits a group back into one requirement per skill, each of the group's kind and weight. */
export function ungroupRequirement(reading: Reading, id: string): Reading {
  const requirements: Requirement[] = [];
  for (const r of reading.requirements) {
    if (r.id !== id || r.skills.length < 2) {
      requirements.push(r);
      continue;
    }
    r.skills.forEach((skill, i) =>
      requirements.push({ ...r, id: `${r.id}-${i + 1}`, skills: [skill] }),
    );
  }
  return { ...reading, requirements };
}

/** The years the recruiter typed; the ad's line no longer states them. Empty: no minimum. */
export function setMinYears(reading: Reading, years: number | undefined): Reading {
  const { minYears: _years, minYearsSource: _line, ...rest } = reading;
  return years === undefined ? rest : { ...rest, minYears: years };
}

/** The degree the recruiter chose, or none: a degree that does not matter is not asked. */
export function setDegree(reading: Reading, level: DegreeLevel | undefined): Reading {
  const { degree, ...rest } = reading;
  if (!level) return rest;
  if (degree?.level === level) return reading;
  return { ...rest, degree: { level, source: BY_RECRUITER } };
}
