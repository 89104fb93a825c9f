// What a job's must-haves are measured against: the requirements as read from its ad, kept when
// a recruiter edits the reading. An edit then only adds or takes away what a candidate lacks; it
// never moves the scale every candidate is measured on, so asking less never lowers a score and
// asking more never raises one.
import type { JobProfile, RequirementModel } from '../types';
import { modelOf, requirementImportance, type Importance } from './requirements';

export interface Yardstick {
  /** Total importance of the ad's hard must-haves: missing that much is a coverage of 0. */
  mass: number;
  /** How many hard must-haves the ad named: the more, the more a coverage says. */
  count: number;
  /** The ad's core: the skills of its most important hard must-haves (a third, one to five). */
  core: readonly (readonly string[])[];
}

// Scoring a thousand resumes against one job measures its ad once.
const cache = new WeakMap<JobProfile, Yardstick>();

export function yardstickOf(job: JobProfile, importance: Importance): Yardstick {
  let found = cache.get(job);
  if (!found) cache.set(job, (found = measure(modelOf(job), importance)));
  return found;
}

function measure(model: RequirementModel, importance: Importance): Yardstick {
  const asRead = model.asRead ?? model.requirements;
  const hard = asRead
    .filter((r) => !r.soft && r.kind !== 'nice')
    .map((r) => ({ skills: r.skills, weight: requirementImportance(r, importance) }));
  const sorted = [...hard].sort((a, b) => b.weight - a.weight);
  const size = Math.min(5, Math.max(1, Math.ceil(sorted.length / 3)));
  return {
    mass: hard.reduce((sum, r) => sum + r.weight, 0),
    count: hard.length,
    core: sorted.slice(0, size).map((r) => r.skills),
  };
}
