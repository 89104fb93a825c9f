// Copies of an extracted resume that differ as the engine reads them (bench/pool.ts): each
// canonical skill dropped with probability `drop` (every mention of it), each past role (not the
// first, which with the headline says what the person does now) likewise. The index terms are then
// made from the varied profile by the engine, so a copy's postings and stored terms agree with the
// profile it is scored from. The text (and its stored terms, the wording's relevance) is left as
// it is: copies of one resume differ in skills, titles and kinds of work, not in wording.
import type { CandidateProfile } from '@shortlist/matcher';

export interface Variation {
  droppedSkills: string[];
  /** Indexes into the profile's roles. */
  droppedRoles: number[];
}

export function drawVariation(
  profile: CandidateProfile,
  random: () => number,
  drop = 0.15,
): Variation {
  const skills = [...new Set(profile.skills.map((m) => m.skill))];
  return {
    droppedSkills: skills.filter(() => random() < drop),
    droppedRoles: profile.roles.flatMap((_, i) => (i > 0 && random() < drop ? [i] : [])),
  };
}

/** The profile with the variation's skills and roles left out (what the SQL copy stores). */
export function applyVariation(profile: CandidateProfile, v: Variation): CandidateProfile {
  const skills = new Set(v.droppedSkills);
  const roles = new Set(v.droppedRoles);
  return {
    ...profile,
    skills: profile.skills.filter((m) => !skills.has(m.skill)),
    roles: profile.roles.filter((_, i) => !roles.has(i)),
  };
}
