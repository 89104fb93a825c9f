// What a job's must-haves are measured against: the requirements as read from its ad, kept when
// a recruiter edits the reading. An edit then only adds or takes away what a candidate lacks; it
// never moves the scale every candidate is measured on, so asking less never lowers a score and
// asking more never raises one.
import { FIELDS, type Category, type FamilyId } from '../taxonomy/knowledge';
import type { JobProfile, RequirementModel } from '../types';
import { modelOf, requirementImportance, type Importance } from './requirements';

export interface Yardstick {
  /** Total importance of the ad's hard must-haves: missing that much is a coverage of 0. */
  mass: number;
  /** How many hard must-haves the ad named: the more, the more a coverage says. */
  count: number;
  /** The ad's core: the skills of its most important hard must-haves (a third, one to five). */
  core: readonly (readonly string[])[];
  /**
   * The part of `mass` in skills of the job's own field (a lawyer's bar admission, not the ERP
   * or the analytics tools an occupation's tool list also names).
   */
  fieldMass: number;
}

// Scoring a thousand resumes against one job measures its ad once.
const cache = new WeakMap<JobProfile, Yardstick>();

/**
 * Whether a category of skills is of the job's own field (FIELDS): a field of one of the job's
 * families, or a category every field uses (office software, languages).
 */
export function ownField(category: string, jobFamilies: ReadonlyMap<FamilyId, number>): boolean {
  // A job of unknown field: nothing says its must-haves are another field's.
  if (jobFamilies.size === 0) return true;
  const fields = FIELDS[category as Category];
  return fields === undefined || [...jobFamilies.keys()].some((family) => fields.includes(family));
}

export function yardstickOf(
  job: JobProfile,
  importance: Importance,
  own: (category: string) => boolean = () => true,
): Yardstick {
  let found = cache.get(job);
  if (!found) cache.set(job, (found = measure(modelOf(job), importance, own)));
  return found;
}

function measure(
  model: RequirementModel,
  importance: Importance,
  own: (category: string) => boolean,
): Yardstick {
  const asRead = model.asRead ?? model.requirements;
  const hard = asRead
    .filter((r) => !r.soft && r.kind !== 'nice')
    .map((r) => ({
      skills: r.skills,
      weight: requirementImportance(r, importance),
      own: r.skills.some((skill) => own(importance.category(skill))),
    }));
  const sorted = [...hard].sort((a, b) => b.weight - a.weight);
  const size = Math.min(5, Math.max(1, Math.ceil(sorted.length / 3)));
  return {
    mass: hard.reduce((sum, r) => sum + r.weight, 0),
    count: hard.length,
    core: sorted.slice(0, size).map((r) => r.skills),
    fieldMass: hard.reduce((sum, r) => sum + (r.own ? r.weight : 0), 0),
  };
}
