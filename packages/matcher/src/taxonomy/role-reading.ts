// The kind of work, read finer than the occupation family: which roles (the professions' roles in knowledge/) a job
// or a resume is about, from the titles it gives and the skills it names. A job ad that never
// states its title still reads as Java development when it asks for Spring, Hibernate and J2EE;
// a resume headed "SDET" reads as test automation even when its skills are mostly Java.
import { ROLES, type RoleId } from './knowledge';
import type { CandidateProfile, JobProfile, SkillMention } from '../types';
import { singular } from './lexicon';

export type RoleVector = ReadonlyMap<RoleId, number>;

export interface RoleReading {
  /** Role → weight, unit length (L2); empty when nothing known was found. */
  roles: RoleVector;
  /** How much evidence the reading rests on (sum of raw weights, title and skills). */
  strength: number;
  /** Whether the document's own title (a job's title, a resume's headline or roles) names a role. */
  titled: boolean;
}

/** Lower-case title tokens: "Front-End Developers" -> front end developer; ".NET" -> net. */
export function roleTokens(text: string): string[] {
  // "-", "_", "/", ".", ",", "(" and ")" separate words as a space does: none is part of a token.
  const found = text.toLowerCase().match(/[a-z0-9#+]+/g) ?? [];
  for (let i = 0; i < found.length; i++) found[i] = singular(found[i] as string);
  return found;
}

interface Knowledge {
  titles: Map<string, RoleId[]>;
  /** First word of a title phrase → the longest phrase that starts with it, in words. */
  startsWith: Map<string, number>;
  skills: Map<string, { role: RoleId; weight: number }[]>;
  related: Map<RoleId, Set<RoleId>>;
}

let knowledge: Knowledge | undefined;

function build(): Knowledge {
  const titles = new Map<string, RoleId[]>();
  const skills = new Map<string, { role: RoleId; weight: number }[]>();
  const related = new Map<RoleId, Set<RoleId>>();
  const startsWith = new Map<string, number>();
  const relate = (a: RoleId, b: RoleId) => {
    if (!related.has(a)) related.set(a, new Set());
    related.get(a)?.add(b);
  };
  for (const role of ROLES) {
    for (const phrase of role.titles.split(/\s+/).filter(Boolean)) {
      const key = roleTokens(phrase.replace(/_/g, ' ')).join(' ');
      const length = key.split(' ').length;
      const first = key.split(' ')[0] ?? '';
      startsWith.set(first, Math.max(startsWith.get(first) ?? 0, length));
      const ids = titles.get(key) ?? [];
      if (!ids.includes(role.id)) ids.push(role.id);
      titles.set(key, ids);
    }
    for (const part of role.skills.split(';')) {
      const match = /^(.*?)\s+(\d*\.?\d+)$/.exec(part.trim());
      const name = (match?.[1] ?? part).trim();
      if (!name) continue;
      const list = skills.get(name) ?? [];
      list.push({ role: role.id, weight: match ? Number(match[2]) : 1 });
      skills.set(name, list);
    }
    for (const other of role.related) {
      relate(role.id, other);
      relate(other, role.id);
    }
  }
  return { titles, startsWith, skills, related };
}

/** Skill → the roles it signals, with how strongly (their professions' roles); undefined for others. */
export function rolesOfSkill(
  skill: string,
): readonly { role: RoleId; weight: number }[] | undefined {
  return known().skills.get(skill);
}

function known(): Knowledge {
  return (knowledge ??= build());
}

/** Role title phrases named in a text, longest match first, each hit counted. */
export function titleRoles(text: string): Map<RoleId, number> {
  const { titles, startsWith } = known();
  const words = roleTokens(text);
  const counts = new Map<RoleId, number>();
  for (let i = 0; i < words.length;) {
    let step = 1;
    // Most words start no title: only the phrases that begin with this word are tried.
    const longest = startsWith.get(words[i] ?? '') ?? 0;
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const ids = titles.get(words.slice(i, i + n).join(' '));
      if (!ids) continue;
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1 / ids.length);
      step = n;
      break;
    }
    i += step;
  }
  return counts;
}

/** Roles the skills point to: each skill adds its signature weight, more when named often. */
export function skillRoles(
  mentions: readonly SkillMention[],
  factor: (mention: SkillMention) => number = () => 1,
): Map<RoleId, number> {
  const { skills } = known();
  const out = new Map<RoleId, number>();
  for (const mention of mentions) {
    const hits = skills.get(mention.skill);
    if (!hits) continue;
    const amount = factor(mention) * (1 + 0.3 * Math.log(Math.max(1, mention.count)));
    for (const { role, weight } of hits) out.set(role, (out.get(role) ?? 0) + weight * amount);
  }
  return out;
}

function total(weights: ReadonlyMap<RoleId, number>): number {
  let sum = 0;
  for (const w of weights.values()) sum += w;
  return sum;
}

function unit(weights: ReadonlyMap<RoleId, number>): Map<RoleId, number> {
  let norm = 0;
  for (const w of weights.values()) norm += w * w;
  norm = Math.sqrt(norm);
  const out = new Map<RoleId, number>();
  if (norm === 0) return out;
  for (const [k, w] of weights) out.set(k, w / norm);
  return out;
}

/** Blends unit-length readings by share, then scales back to unit length. */
export function blend(
  parts: readonly [ReadonlyMap<RoleId, number>, number][],
): Map<RoleId, number> {
  const out = new Map<RoleId, number>();
  for (const [weights, share] of parts) {
    for (const [k, w] of unit(weights)) out.set(k, (out.get(k) ?? 0) + w * share);
  }
  return unit(out);
}

/** The roles of a reading, strongest first, as ids. */
export function topRoles(roles: RoleVector, count = 2): RoleId[] {
  const sorted = [...roles.entries()].sort((a, b) => b[1] - a[1]);
  const best = sorted[0]?.[1] ?? 0;
  // A second role is named only when it is nearly as strong as the first.
  return sorted
    .filter(([, w], i) => i === 0 || w >= 0.6 * best)
    .slice(0, count)
    .map(([id]) => id);
}

/** Affinity of two roles: 1 for the same, partial for related ones. */
export const RELATED_ROLE = 0.2;

/** The roles one counts as related to (RELATED_ROLE), for a query that reaches them too. */
export function relatedRoles(id: RoleId): ReadonlySet<RoleId> {
  return known().related.get(id) ?? new Set();
}

export function roleSimilarity(a: RoleVector, b: RoleVector): number {
  const { related } = known();
  let sum = 0;
  for (const [ra, wa] of a) {
    for (const [rb, wb] of b) {
      const affinity = ra === rb ? 1 : related.get(ra)?.has(rb) ? RELATED_ROLE : 0;
      sum += wa * wb * affinity;
    }
  }
  return Math.min(1, sum);
}

const jobCache = new WeakMap<JobProfile, RoleReading>();
const candidateCache = new WeakMap<CandidateProfile, RoleReading>();

/** A title is the clearest statement of the work; the skills back it up. */
const TITLE_SHARE = 0.5;
/** The document's own title counts this many times a role named in passing in its text. */
const OWN_TITLE = 3;

function reading(ownTitles: string, text: string, skills: Map<RoleId, number>): RoleReading {
  const own = titleRoles(ownTitles);
  const titled = titleRoles(text);
  for (const [k, w] of own) titled.set(k, (titled.get(k) ?? 0) + OWN_TITLE * w);
  const strength = total(titled) + total(skills) / 3;
  const roles =
    total(titled) > 0
      ? blend([
          [titled, TITLE_SHARE],
          [skills, 1 - TITLE_SHARE],
        ])
      : unit(skills);
  return { roles, strength, titled: own.size > 0 };
}

export function jobRoles(job: JobProfile): RoleReading {
  let found = jobCache.get(job);
  if (!found) {
    const skills = skillRoles([
      ...job.requiredSkills,
      ...job.niceToHaveSkills.map((m) => ({ ...m, count: 1 })),
    ]);
    found = reading(job.title ?? '', job.text, skills);
    jobCache.set(job, found);
  }
  return found;
}

export function candidateRoles(candidate: CandidateProfile): RoleReading {
  let found = candidateCache.get(candidate);
  if (!found) {
    const titles = [candidate.headline ?? '', ...candidate.roles.slice(0, 3).map((r) => r.title)];
    found = reading(titles.join(' | '), candidate.text, skillRoles(candidate.skills));
    candidateCache.set(candidate, found);
  }
  return found;
}

/** A skill that says nothing about the job's roles keeps this share of its importance. */
const OFF_ROLE = 0.35;

/**
 * 0.35..1: how much a skill says about the roles the job is (unit weights); 1 when the job's
 * role is unknown, where the occupation family (fieldFactor) decides instead.
 */
export function roleFactor(skill: string, jobRoles: ReadonlyMap<RoleId, number>): number {
  if (jobRoles.size === 0) return 1;
  const top = Math.max(...jobRoles.values());
  let fit = 0;
  for (const { role, weight } of rolesOfSkill(skill) ?? [])
    fit += ((jobRoles.get(role) ?? 0) / top) * weight;
  return OFF_ROLE + (1 - OFF_ROLE) * Math.min(1, fit);
}
