// What the must-haves allow the percentage to be, whatever else fits. Every bound here moves one
// way with the reading: a requirement removed, relaxed or met can only lift a bound, one added or
// tightened can only lower it, so a recruiter's edit never punishes anyone it did not concern.
import { MET, requirementLabel, type RequirementMatch } from './requirements';
import { gapsOf } from './requirements-component';
import type { Yardstick } from './yardstick';

/** Every must-have met is a strong fit; none of the core is a poor one, whatever else fits. */
const ALL_MET_FLOOR = 80;
const NO_CORE_CEILING = 39;
/**
 * The ad's core met and most of its must-haves (STRONG_MET_SHARE by importance) is at least a
 * partial fit, however long the ad or the wording: what a recruiter screens on is there.
 */
const CORE_MET_FLOOR = 60;
/**
 * A role component at or above this reads the resume as the same kind of work as the job. Then a
 * core the resume seems to lack says more about the ad's reading than about the candidate, and
 * does not cap the score on its own.
 */
const SAME_KIND = 0.75;
/**
 * The floors below lift a score on the must-haves alone, so they hold only where the must-haves
 * say at least this much about the job (ScoringPlan.trust): a reading that knows the job only
 * through tools every field uses ("Excel, Outlook", "customer service") is met by anyone, and
 * meeting it says no more than the title and the wording do.
 */
const FLOOR_TRUST = 0.5;
/** The importance-weighted share of must-haves a strong fit meets: the must-haves decide the band. */
const STRONG_MET_SHARE = 0.7;

/**
 * However close the kind of work, a candidate who lacks most of the skills a job names is not a
 * strong fit: 95% with 5 of 14 required skills missing misleads a recruiter. The percentage is
 * capped by the required-skills coverage, as firmly as the number of skills named makes that
 * coverage reliable (one skill says little; twenty say a lot).
 */
const SKILLS_CEILING_SLOPE = 60;
/** Lower floors cost much more accuracy (occupations top-1 0.60 and in-at-60 0.75 with 50). */
const CEILING_FLOOR = 70;
/** How much of the excess over the ceiling is kept. */
const ABOVE_CEILING_KEPT = 0.3;

export function reliability(count: number): number {
  return count / (count + 1);
}

export function skillsCeiling(coverage: number, count: number): number {
  return Math.round(100 - SKILLS_CEILING_SLOPE * reliability(count) * (1 - coverage));
}

/**
 * Above the ceiling a score is compressed, not cut, so candidates for one job keep their order.
 * The ceiling never goes under CEILING_FLOOR, where the compression alone keeps a score out of the
 * strong band.
 */
export function underCeiling(percentage: number, ceiling: number): number {
  const at = Math.max(ceiling, CEILING_FLOOR);
  return percentage <= at ? percentage : Math.round(at + (percentage - at) * ABOVE_CEILING_KEPT);
}

/**
 * Compressed rather than cut, so that such candidates keep their order among themselves; from
 * CEILING_FLOOR up, so that a higher score before the bound is never a lower one after it.
 */
function belowStrong(percentage: number): number {
  return Math.min(ALL_MET_FLOOR - 1, underCeiling(percentage, CEILING_FLOOR));
}

const label = (skills: readonly string[]) =>
  requirementLabel({
    id: '',
    kind: 'must',
    skills: [...skills],
    soft: false,
    weight: 1,
    source: '',
  });

export interface Bounded {
  percentage: number;
  why?: string;
}

/**
 * Whether the candidate lacks every requirement of the ad's core that the reading still asks as a
 * must-have. A core requirement the recruiter removed or made a nice-to-have no longer counts
 * against anyone; one the reading asks twice (the ad's line and the recruiter's) is lacking when
 * either is.
 */
function lacksWholeCore(
  musts: readonly RequirementMatch[],
  core: readonly (readonly string[])[],
): boolean {
  if (core.length === 0) return false;
  return core.every((skills) => {
    const holding = holdingOf(musts, skills);
    return holding.length > 0 && holding.some((m) => m.credit === 0);
  });
}

/** The must-haves the reading still asks for one requirement of the core. */
function holdingOf(musts: readonly RequirementMatch[], skills: readonly string[]) {
  return musts.filter((m) => m.requirement.skills.some((s) => skills.includes(s)));
}

/**
 * Whether the candidate meets the core: no core requirement the reading still asks is lacking
 * (one the recruiter removed or made a nice-to-have is no longer asked), and nothing of the core
 * is met only in part.
 */
function meetsCore(musts: readonly RequirementMatch[], core: readonly (readonly string[])[]) {
  return core.every((skills) => holdingOf(musts, skills).every((m) => m.credit >= MET));
}

/**
 * The core caps a score only where the job's role is known, so that its most important must-haves
 * are the role's signature skills (an occupation's long tool list, "Excel, Word, PHP…", is no
 * core to screen out on), and only where the role reading does not see the same kind of work
 * (`kindOfWork`, the role component's value): two readings must agree before a hard cap.
 * Meeting the core and most of the must-haves lifts a score to the partial band on any job.
 */
export function boundByRequirements(
  percentage: number,
  musts: readonly RequirementMatch[],
  coverage: number,
  byRole: boolean,
  yardstick: Yardstick,
  kindOfWork?: number,
  trust = 1,
): Bounded {
  const floors = trust >= FLOOR_TRUST;
  if (
    floors &&
    yardstick.count >= 2 &&
    musts.every((m) => m.credit >= MET) &&
    percentage < ALL_MET_FLOOR
  )
    return { percentage: ALL_MET_FLOOR, why: 'Every must-have is met.' };
  // The ad's own list is a noisy reading, so 70% of it is enough for a strong fit; a must-have the
  // recruiter added, confirmed or tightened is what they decided to require, so it binds, and a
  // knock-out they made of it binds no less (making it one is a tightening). Only those: an edit
  // elsewhere in the reading does not make the ad's other lines binding.
  const lacked = gapsOf(musts.filter((m) => m.requirement.confirmed));
  let bounded: Bounded = { percentage };
  const named = lacked.map((m) => requirementLabel(m.requirement)).join(', ');
  const why =
    lacked.length > 0
      ? `A strong fit meets every must-have the recruiter confirmed; this resume lacks ${named}.`
      : yardstick.count >= 3 && coverage < STRONG_MET_SHARE
        ? `A strong fit meets at least 70% of the must-haves by importance; this resume meets ${Math.round(coverage * 100)}%.`
        : undefined;
  if (why && percentage > CEILING_FLOOR) {
    bounded = { percentage: belowStrong(percentage) };
    // Said where it is what keeps the candidate out of the strong band.
    if (percentage >= ALL_MET_FLOOR) bounded.why = why;
  }
  if (
    byRole &&
    (kindOfWork ?? 0) < SAME_KIND &&
    yardstick.count >= 3 &&
    lacksWholeCore(musts, yardstick.core) &&
    bounded.percentage > NO_CORE_CEILING
  ) {
    return {
      percentage: NO_CORE_CEILING,
      why: `None of the core requirements (${yardstick.core.map(label).join(', ')}) is evidenced.`,
    };
  }
  if (
    floors &&
    yardstick.count >= 2 &&
    lacked.length === 0 &&
    coverage >= STRONG_MET_SHARE &&
    meetsCore(musts, yardstick.core) &&
    bounded.percentage < CORE_MET_FLOOR
  ) {
    return {
      percentage: CORE_MET_FLOOR,
      why: 'The core must-haves and most of the others are met: at least a partial fit.',
    };
  }
  return bounded;
}
