// One candidate against one job: the match percentage, top and missing skills, and a breakdown a
// recruiter can check line by line.
import { categoryOf, implications } from '../taxonomy';
import type {
  Analysis,
  BreakdownComponent,
  CandidateProfile,
  JobProfile,
  Requirement,
} from '../types';
import { calibrate } from './calibrate';
import type { ComponentKey, ComponentResult } from './component';
import { experienceComponent, seniorityComponent, yearsAdded } from './experience';
import { relevanceComponent } from './relevance-component';
import { boundByRequirements, reliability, skillsCeiling, underCeiling } from './bounds';
import { matchRequirements, modelOf, requirementLabel, type Importance } from './requirements';
import { metOf, readingCoverage } from './requirements-component';
import { missingOf } from './requirement-state';
import { requiredComponent, shownComponents } from './shown-components';
import { roleComponent } from './role-component';
import { jobRoles, roleFactor } from '../taxonomy/role-reading';
import { candidateSkills, type CandidateSkills, type SkillKnowledge } from './skills';
import { fieldFactor } from '../taxonomy/skill-fields';
import { titleComponent } from './title-component';
import { jobTitle } from '../taxonomy/title-reading';
import { ownField, yardstickOf, type Yardstick } from './yardstick';

/**
 * Weights before renormalisation, for a job whose kind of work is known only by its occupation
 * family (a chef, an accountant): the requirements lead, the title backs them up.
 */
export const DEFAULT_WEIGHTS: Readonly<Record<ComponentKey, number>> = {
  requiredSkills: 0.3,
  niceToHaveSkills: 0,
  role: 0,
  experience: 0.1,
  seniority: 0.05,
  title: 0.35,
  textRelevance: 0.2,
};

/**
 * For a job of a known role (Java developer, DevOps engineer…): the role, read from the titles
 * and the skills together, and the must-haves lead side by side. The role reading rests on every
 * skill and title of both documents; the must-have coverage on the few lines the ad's reading
 * took as must-haves, a noisier list (about half of them are what a recruiter would name), so the
 * role is not weighed below it. A title alone says little in fields where every title is
 * "Software Engineer".
 */
export const ROLE_WEIGHTS: Readonly<Record<ComponentKey, number>> = {
  requiredSkills: 0.3,
  niceToHaveSkills: 0,
  role: 0.35,
  experience: 0.07,
  seniority: 0.03,
  title: 0.05,
  textRelevance: 0.15,
};

/** A role reading resting on less evidence than this (a title or a few signature skills) is not used. */
const ROLE_READING_MIN = 0.8;

/**
 * Families whose titles say too little to tell the roles apart ("Software Engineer", "Systems
 * Engineer"): there the roles are read from the skills even when the title names none of them.
 */
const BROAD_TITLE_FAMILIES = new Set(['software', 'it', 'data']);

const LABELS: Readonly<Record<ComponentKey, string>> = {
  requiredSkills: 'Must-have requirements',
  niceToHaveSkills: 'Nice-to-have requirements',
  role: 'Kind of work',
  experience: 'Experience',
  seniority: 'Seniority',
  title: 'Role and title',
  textRelevance: 'Relevance of experience',
};

export interface ScoreOptions {
  /** Overrides of the component weights (before renormalisation). */
  weights?: Partial<Record<ComponentKey, number>>;
  /** What skills imply; the built-in taxonomy by default. */
  skills?: SkillKnowledge;
}

export type MatchScore = Omit<Analysis, 'generatedMessage'>;

const TAXONOMY: SkillKnowledge = { implications };

/** What scoring reads from the job alone, the same for every candidate it is scored against. */
export interface ScoringPlan {
  model: ReturnType<typeof modelOf>;
  /** Whether the job is read as a known role (ROLE_WEIGHTS) rather than by its family alone. */
  byRole: boolean;
  /** The component weights before renormalisation, the must-haves' already made reliable. */
  weights: Record<ComponentKey, number>;
  importance: Importance;
  yardstick: Yardstick;
  /**
   * 0..1: how much the ad's must-haves say about this job (how many of its own field, how firmly
   * asked): the share of its weight the must-have component keeps.
   */
  trust: number;
  /** The recruiter added a minimum of years the ad did not ask (experience.ts, yearsAdded). */
  yearsAdded: boolean;
}

/** The job's side of a score: which weights, how each requirement matters, the yardstick. */
export function scoringPlan(job: JobProfile, options: ScoreOptions = {}): ScoringPlan {
  const model = modelOf(job);
  const reading = jobRoles(job);
  // A job whose title names other work (a chief executive's ad listing PHP among its tools) is not
  // read as a role from its skills alone.
  const titled = jobTitle(job);
  const byRole =
    reading.roles.size > 0 &&
    reading.strength >= ROLE_READING_MIN &&
    (reading.titled ||
      !titled.title ||
      titled.reading.families.size === 0 ||
      [...titled.reading.families.keys()].some((family) => BROAD_TITLE_FAMILIES.has(family)));
  const weights = { ...(byRole ? ROLE_WEIGHTS : DEFAULT_WEIGHTS), ...options.weights };
  const jobFamilies = titled.reading.families;
  const roles = byRole ? reading.roles : new Map();
  const importance: Importance = {
    field: (category: string) => (byRole ? 1 : fieldFactor(category, jobFamilies)),
    role: (skill: string) => roleFactor(skill, roles),
    category: (skill: string) => categoryOf(skill) ?? '',
  };
  // The role's own skills, or the occupation's field, say what the ad's must-haves know of this work.
  const yardstick = yardstickOf(
    job,
    importance,
    (category) => byRole || ownField(category, jobFamilies),
  );
  // Each component weighs what it knows of this ad. A coverage measured on one or two
  // requirements, or on skills that say little about this kind of work (a housekeeping ad naming
  // "Customer Service"), is a weak signal: its weight grows with the importance the ad's
  // must-haves carry (the ad's, so that an edit does not move it), and the weight it does not
  // earn goes to the components that know more here (the title, the wording). Only the
  // must-haves of the job's own field count there (and the tools every field uses): an
  // occupation's list of other fields' tools ("SAP, Microsoft Access, Google Analytics" on a
  // lawyer's ad) is met or missed alike by the people who do the work and by those who do not,
  // so where the engine knows the ad only through such a list, the title and the text carry the
  // score. A component that knows nothing of the ad (no title it can read, no role) is left out
  // and gives all its weight.
  const trust =
    reliability(Math.max(1, yardstick.fieldMass)) * (byRole ? 1 : askedFirmly(yardstick));
  weights.requiredSkills *= trust;
  return { model, byRole, weights, importance, yardstick, trust, yearsAdded: yearsAdded(job) };
}

/**
 * Below 1 when the ad asks its must-haves only in passing: each named once in a list of tools
 * ("such as Alteryx, SPSS, Microsoft Project"), none stressed or repeated, most of them tools
 * every field lists. Such a list is met alike by those who do the work and by those who do not,
 * and missed alike, so where the job is known only by its occupation family the must-haves weigh
 * as much as the ad asks them (an ordinary must-have is importance 1) and the title and the text
 * carry the rest. A job of a known role keeps its weight: there the must-haves are the role's.
 */
export function askedFirmly(yardstick: Yardstick): number {
  if (yardstick.count === 0) return 1;
  return Math.min(1, yardstick.mass / yardstick.count) ** 2;
}

/** One candidate's requirements against the plan: matched, covered, and the must-have component. */
export function requirementsOf(plan: ScoringPlan, have: CandidateSkills) {
  const { model, importance, yardstick } = plan;
  const hard = model.requirements.filter((r) => !r.soft);
  const asRead = model.asRead ?? model.requirements;
  const match = (requirements: readonly Requirement[]) =>
    matchRequirements(requirements, have, importance, asRead);
  const musts = match(hard.filter((r) => r.kind !== 'nice'));
  const nices = match(hard.filter((r) => r.kind === 'nice'));
  const soft = match(model.requirements.filter((r) => r.soft));
  const coverage = readingCoverage(musts, nices, yardstick);
  const required = requiredComponent(musts, nices, coverage, yardstick);
  return { musts, nices, soft, coverage, required };
}

type Requirements = ReturnType<typeof requirementsOf>;

/**
 * The percentage from the components' values (a component absent is undefined): weighed,
 * calibrated, then bounded by the must-haves.
 */
export function percentageOf(
  plan: ScoringPlan,
  { musts, coverage, required }: Requirements,
  values: Readonly<Partial<Record<ComponentKey, number>>>,
) {
  const { weights, byRole, yardstick, trust } = plan;
  const used = (Object.keys(values) as ComponentKey[]).filter(
    (key) => values[key] !== undefined && weights[key] > 0,
  );
  const weighed = (keys: readonly ComponentKey[]) => {
    const sum = keys.reduce((s, key) => s + weights[key], 0);
    return sum === 0 ? 0 : keys.reduce((s, key) => s + (weights[key] / sum) * values[key]!, 0);
  };
  const total = used.reduce((sum, key) => sum + weights[key], 0);
  // Years the recruiter added count only where they lower the score: an edit that tightens the
  // reading never lifts anyone (a 10-year candidate is not raised by a new "3+ years").
  const raw =
    plan.yearsAdded && used.includes('experience')
      ? Math.min(weighed(used), weighed(used.filter((key) => key !== 'experience')))
      : weighed(used);
  const uncapped = calibrate(raw, byRole);
  const ceiling = required ? skillsCeiling(coverage, yardstick.count) : 100;
  const bounded = boundByRequirements(
    underCeiling(uncapped, ceiling),
    musts,
    coverage,
    byRole,
    yardstick,
    used.includes('role') ? values.role : undefined,
    trust,
  );
  return { used, total, uncapped, bounded };
}

/** The match without the outreach message: what ranking many candidates needs. */
export function scoreMatch(
  job: JobProfile,
  candidate: CandidateProfile,
  options: ScoreOptions = {},
): MatchScore {
  const plan = scoringPlan(job, options);
  const { byRole, weights } = plan;
  const requirements = requirementsOf(plan, candidateSkills(candidate, options.skills ?? TAXONOMY));
  const { musts, nices, soft, required } = requirements;
  const parts: Partial<Record<ComponentKey, ComponentResult>> = {
    requiredSkills: required,
    role: byRole ? roleComponent(job, candidate) : undefined,
    experience: experienceComponent(job, candidate),
    seniority: seniorityComponent(job, candidate),
    title: titleComponent(job, candidate),
    textRelevance: relevanceComponent(job, candidate),
  };
  const values: Partial<Record<ComponentKey, number>> = {};
  for (const key of Object.keys(parts) as ComponentKey[]) values[key] = parts[key]?.value;
  const { used, total, uncapped, bounded } = percentageOf(plan, requirements, values);
  const breakdown: BreakdownComponent[] = used.map((key) => {
    const result = parts[key]!;
    return {
      key,
      label: LABELS[key],
      weight: round(weights[key] / total, 4),
      value: round(result.value, 4),
      summary: result.summary,
      evidence: result.evidence,
    };
  });
  const skills = breakdown.find((b) => b.key === 'requiredSkills');
  if (skills) Object.assign(skills, { met: metOf(musts).length, total: musts.length });
  breakdown.push(...shownComponents(nices, soft));
  const matchPercentage = bounded.percentage;
  if (skills && bounded.why) skills.summary += ` ${bounded.why}`;
  else if (skills && matchPercentage < uncapped)
    // Every must-have counted met, yet capped: some were met only through related skills.
    skills.summary +=
      metOf(musts).length === musts.length
        ? ` Related skills count for less: ${uncapped}% with every must-have met directly.`
        : ` Too few of the must-haves for a higher score (${uncapped}% otherwise).`;
  return {
    matchPercentage,
    topSkills: unique(metOf(musts).map((m) => m.skill ?? requirementLabel(m.requirement))),
    // Every must-have the verdict counts short, missing or partly (requirement-state.ts).
    missingSkills: missingOf(musts, candidate.yearsExperience),
    breakdown,
  };
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
