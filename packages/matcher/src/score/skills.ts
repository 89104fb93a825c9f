// Which of the job's skills the resume evidences, and how: written the same way (exact), under
// another name (alias: "k8s" for Kubernetes), or implied by a related skill (implied: React
// evidences JavaScript, partly).
import type { Implication } from '../taxonomy';
import type { CandidateProfile, Evidence, SkillMention } from '../types';

/** What the scorer needs to know about skills; the taxonomy provides it. */
export interface SkillKnowledge {
  /** What having `skill` evidences, with strengths. */
  implications(skill: string): readonly Implication[];
}

export interface SkillMatch {
  /** The job's skill (canonical name). */
  skill: string;
  /** How much this skill matters to the job, relative to the job's other skills. */
  importance: number;
  /** 0..1: 1 for exact or alias, partial for implied, 0 for missing. */
  credit: number;
  kind: Evidence['kind'];
  resumeLine?: string;
  /** For an alias, the resume's wording; for an implied skill, the skill that implies it. */
  via?: string;
}

/** An implied skill counts for this share of its implication strength. */
const IMPLIED_SHARE = 0.8;
const IMPLIED_MAX = 0.7;

/** Skills nearly everyone lists: evidence of them says little about fit for the job. */
const LOW_SIGNAL_CATEGORIES: Readonly<Record<string, number>> = {
  'Office Software': 0.35,
  'Soft Skills': 0.5,
};

/**
 * How much one of the job's skills matters: less for skills everyone lists, more for skills the
 * job mentions repeatedly; `field` (0..1) scales skills from outside the job's own field.
 */
export function importanceOf(mention: SkillMention, field = 1): number {
  const base = LOW_SIGNAL_CATEGORIES[mention.category] ?? 1;
  return base * field * (1 + 0.3 * Math.log(Math.max(1, mention.count)));
}

function normalised(text: string): string {
  return text.toLowerCase().replace(/[\s.\-_]+/g, '');
}

/** The candidate's skills: their own by canonical name, and what those imply. */
export interface CandidateSkills {
  own: Map<string, SkillMention>;
  implied: Map<string, { credit: number; mention: SkillMention }>;
}

function buildCandidateSkills(
  candidate: CandidateProfile,
  knowledge: SkillKnowledge,
): CandidateSkills {
  const own = new Map<string, SkillMention>();
  for (const mention of candidate.skills) {
    const known = own.get(mention.skill);
    // Keep the mention written as the canonical name when there is one: it is the clearer evidence.
    if (
      !known ||
      (normalised(known.matchedText) !== normalised(known.skill) && mention.count >= known.count)
    ) {
      own.set(mention.skill, mention);
    }
  }
  const implied = new Map<string, { credit: number; mention: SkillMention }>();
  for (const mention of own.values()) {
    for (const implication of knowledge.implications(mention.skill)) {
      const credit = Math.min(IMPLIED_MAX, IMPLIED_SHARE * implication.strength);
      const best = implied.get(implication.skill);
      if (!best || credit > best.credit) implied.set(implication.skill, { credit, mention });
    }
  }
  return { own, implied };
}

// Ranking a thousand resumes against one job reuses each resume's skill index.
const cache = new WeakMap<SkillKnowledge, WeakMap<CandidateProfile, CandidateSkills>>();

export function candidateSkills(
  candidate: CandidateProfile,
  knowledge: SkillKnowledge,
): CandidateSkills {
  let byCandidate = cache.get(knowledge);
  if (!byCandidate) cache.set(knowledge, (byCandidate = new WeakMap()));
  let found = byCandidate.get(candidate);
  if (!found) byCandidate.set(candidate, (found = buildCandidateSkills(candidate, knowledge)));
  return found;
}

/** Matches each of the job's skills against the candidate's. */
export function matchSkills(
  wanted: readonly SkillMention[],
  have: CandidateSkills,
  field: (category: string) => number = () => 1,
): SkillMatch[] {
  const seen = new Set<string>();
  const matches: SkillMatch[] = [];
  for (const mention of wanted) {
    if (seen.has(mention.skill)) continue;
    seen.add(mention.skill);
    const importance = importanceOf(mention, field(mention.category));
    const own = have.own.get(mention.skill);
    if (own) {
      const exact = normalised(own.matchedText) === normalised(own.skill);
      matches.push({
        skill: mention.skill,
        importance,
        credit: 1,
        kind: exact ? 'exact' : 'alias',
        resumeLine: own.line,
        via: exact ? undefined : own.matchedText,
      });
      continue;
    }
    const found = have.implied.get(mention.skill);
    if (found) {
      matches.push({
        skill: mention.skill,
        importance,
        credit: found.credit,
        kind: 'implied',
        resumeLine: found.mention.line,
        via: found.mention.skill,
      });
      continue;
    }
    matches.push({ skill: mention.skill, importance, credit: 0, kind: 'missing' });
  }
  return matches;
}

/** Importance-weighted share of the job's skills evidenced, 0..1. */
export function coverage(matches: readonly SkillMatch[]): number {
  let total = 0;
  let got = 0;
  for (const m of matches) {
    total += m.importance;
    got += m.importance * m.credit;
  }
  return total === 0 ? 0 : got / total;
}

/** Evidenced skills, most important first (exact before implied on ties). */
export function evidenced(matches: readonly SkillMatch[]): SkillMatch[] {
  return matches
    .filter((m) => m.credit > 0)
    .sort(
      (a, b) => b.importance * b.credit - a.importance * a.credit || a.skill.localeCompare(b.skill),
    );
}

export function missing(matches: readonly SkillMatch[]): SkillMatch[] {
  return matches
    .filter((m) => m.credit === 0)
    .sort((a, b) => b.importance - a.importance || a.skill.localeCompare(b.skill));
}

export function toEvidence(match: SkillMatch): Evidence {
  let requirement = match.skill;
  if (match.kind === 'alias' && match.via) requirement = `${match.skill} (as "${match.via}")`;
  if (match.kind === 'implied' && match.via)
    requirement = `${match.skill} (implied by ${match.via})`;
  return match.resumeLine
    ? { requirement, resumeLine: match.resumeLine, kind: match.kind }
    : { requirement, kind: match.kind };
}
