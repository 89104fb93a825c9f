// The candidate's skills as the requirements are matched against them (requirements.ts): their
// own, by canonical name, and what those imply (React evidences JavaScript, partly).
import type { Implication } from '../taxonomy';
import { SIGNAL, type Category } from '../taxonomy/knowledge';
import type { CandidateProfile, SkillMention } from '../types';

/** What the scorer needs to know about skills; the taxonomy provides it. */
export interface SkillKnowledge {
  /** What having `skill` evidences, with strengths. */
  implications(skill: string): readonly Implication[];
}

/** An implied skill counts for this share of its implication strength. */
const IMPLIED_SHARE = 0.8;
const IMPLIED_MAX = 0.7;

/**
 * How much one of the job's skills matters: less for skills everyone lists, more for skills the
 * job mentions repeatedly; `field` (0..1) scales skills from outside the job's own field.
 */
export function importanceOf(mention: SkillMention, field = 1): number {
  // Skills nearly everyone lists (their profession's `signal`) say little about fit for the job.
  const base = SIGNAL[mention.category as Category] ?? 1;
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
