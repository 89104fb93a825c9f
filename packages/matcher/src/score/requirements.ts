// The job's requirements against the candidate's skills. A requirement with alternatives is met by
// any one of them; what a skill implies counts (Hibernate evidences ORM); soft skills are shown
// apart and never make a hard gap. How much each requirement matters follows the ad (must-have,
// repeated, "strong", "required") and how much the skill says about the kind of work the job is:
// Spring on a Java job matters more than Git, which every developer lists.
import type { Evidence, JobProfile, Requirement, RequirementModel, SkillMention } from '../types';
import type { CandidateSkills } from './skills';
import { importanceOf } from './skills';

export interface RequirementMatch {
  requirement: Requirement;
  /** How much it matters to this job, relative to the job's other requirements. */
  importance: number;
  /** 0..1: 1 written as asked or under another name, partial when implied, 0 missing. */
  credit: number;
  kind: Evidence['kind'];
  /** The member of the requirement that was met. */
  skill?: string;
  resumeLine?: string;
  /** For an alias, the resume's wording; for an implied skill, the skill that implies it. */
  via?: string;
}

/** A requirement counts as met at this credit: an implication of ordinary strength (0.5). */
export const MET = 0.4;

const modelCache = new WeakMap<JobProfile, RequirementModel>();

/**
 * The job's requirement model; profiles stored before the model existed get one from their
 * skill lists (each skill a requirement of its own).
 */
export function modelOf(job: JobProfile): RequirementModel {
  if (job.model) return job.model;
  let model = modelCache.get(job);
  if (!model) {
    const from = (mentions: readonly SkillMention[], kind: Requirement['kind']) =>
      mentions.map((m) => ({
        kind,
        skills: [m.skill],
        soft: m.category === 'Soft Skills',
        weight: 1 + 0.3 * Math.log(Math.max(1, m.count)),
        source: m.line,
      }));
    const requirements = [
      ...from(job.requiredSkills, 'must'),
      ...from(job.niceToHaveSkills, 'nice'),
    ].map((r, i) => ({ ...r, id: `r${i + 1}` }));
    model = { schema: 1, version: 1, roles: [], requirements };
    if (job.title) model.title = job.title;
    if (job.minYears !== undefined) model.minYears = job.minYears;
    modelCache.set(job, model);
  }
  return model;
}

export interface Importance {
  /** Field factor of a taxonomy category for this job (0.35..1). */
  field: (category: string) => number;
  /** Role factor of a skill for this job (0.35..1). */
  role: (skill: string) => number;
  category: (skill: string) => string;
}

function creditOf(
  skill: string,
  have: CandidateSkills,
): Omit<RequirementMatch, 'requirement' | 'importance'> {
  const own = have.own.get(skill);
  if (own) {
    const exact = normal(own.matchedText) === normal(own.skill);
    return exact
      ? { credit: 1, kind: 'exact', skill, resumeLine: own.line }
      : { credit: 1, kind: 'alias', skill, resumeLine: own.line, via: own.matchedText };
  }
  const implied = have.implied.get(skill);
  if (implied)
    return {
      credit: implied.credit,
      kind: 'implied',
      skill,
      resumeLine: implied.mention.line,
      via: implied.mention.skill,
    };
  return { credit: 0, kind: 'missing' };
}

function normal(text: string): string {
  return text.toLowerCase().replace(/[\s.\-_]+/g, '');
}

/**
 * How much a requirement matters to this job. A group matters as much as its least telling
 * member: widening it ("or GWT") makes it easier to meet, never a heavier gap for whoever meets
 * none of it.
 */
export function requirementImportance(requirement: Requirement, importance: Importance): number {
  const factor = Math.min(...requirement.skills.map((skill) => skillImportance(skill, importance)));
  return Number.isFinite(factor) ? requirement.weight * factor : 0;
}

/**
 * Each job's skill importances, computed once: they depend on the job alone, and a pool ranking
 * matches the same requirements against thousands of candidates with one Importance.
 */
const importances = new WeakMap<Importance, Map<string, number>>();

/** How much one skill says about this job. */
function skillImportance(skill: string, importance: Importance): number {
  let known = importances.get(importance);
  if (!known) importances.set(importance, (known = new Map()));
  let value = known.get(skill);
  if (value === undefined) {
    const category = importance.category(skill);
    const mention = { skill, category, matchedText: skill, section: '', line: '', count: 1 };
    value = importanceOf(mention, importance.field(category)) * importance.role(skill);
    known.set(skill, value);
  }
  return value;
}

/** Every requirement of the model matched against the candidate's skills. */
export function matchRequirements(
  requirements: readonly Requirement[],
  have: CandidateSkills,
  importance: Importance,
  asRead: readonly Requirement[] = requirements,
): RequirementMatch[] {
  return requirements.map((requirement) => {
    let best: Omit<RequirementMatch, 'requirement' | 'importance'> = { credit: 0, kind: 'missing' };
    // A group is met as well as the member met tells of the job: "tools such as SQL Server,
    // Alteryx, Excel" met through Excel alone, a tool every field lists, is met in part. Measured
    // against the group as the ad read it, so that widening a group never lowers a credit and
    // narrowing one never raises it.
    const read =
      asRead.find((r) => r.id === requirement.id) ??
      asRead.find((r) => r.skills.some((s) => requirement.skills.includes(s))) ??
      requirement;
    const tells = (skill: string) => skillImportance(skill, importance);
    const most = Math.max(...read.skills.map(tells));
    for (const skill of requirement.skills) {
      const found = creditOf(skill, have);
      const share = read.skills.length > 1 && most > 0 ? Math.min(1, tells(skill) / most) : 1;
      const credit = found.credit * share;
      if (credit > best.credit) best = { ...found, credit };
    }
    return { requirement, importance: requirementImportance(requirement, importance), ...best };
  });
}

/** Importance-weighted share of the requirements met, 0..1. */
export function coverageOf(matches: readonly RequirementMatch[]): number {
  let total = 0;
  let got = 0;
  for (const m of matches) {
    total += m.importance;
    got += m.importance * m.credit;
  }
  return total === 0 ? 0 : got / total;
}

/** The requirement as a recruiter reads it: "Java", or "one of JSF, GWT, Spring MVC". */
export function requirementLabel(requirement: Requirement): string {
  const [first, ...rest] = requirement.skills;
  return rest.length === 0 ? (first ?? '') : `one of ${requirement.skills.join(', ')}`;
}

const IMPLIED_BY = / \(implied by (.+)\)$/;

/** The related skill an evidence's requirement was implied by ("ORM (implied by Hibernate)"). */
export function impliedVia(evidenceRequirement: string): string | undefined {
  return IMPLIED_BY.exec(evidenceRequirement)?.[1];
}

export function toEvidence(match: RequirementMatch): Evidence {
  let requirement = requirementLabel(match.requirement);
  if (match.requirement.skills.length > 1 && match.skill) requirement += ` (has ${match.skill})`;
  else if (match.kind === 'alias' && match.via) requirement = `${requirement} (as "${match.via}")`;
  else if (match.kind === 'implied' && match.via)
    requirement = `${requirement} (implied by ${match.via})`;
  return match.resumeLine
    ? { requirement, resumeLine: match.resumeLine, kind: match.kind }
    : { requirement, kind: match.kind };
}
