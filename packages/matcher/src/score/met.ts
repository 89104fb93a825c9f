// Whether a candidate meets one requirement, exactly as scoring counts it met (requirements.ts:
// their own skill, or one implied strongly enough), without scoring them: counting thousands of
// candidates against edit after edit of a reading (the requirement funnel) needs only this.
import { implications } from '../taxonomy';
import type { CandidateProfile, Requirement } from '../types';
import { MET } from './requirements';
import { candidateSkills } from './skills';

const TAXONOMY = { implications };

export function meetsRequirement(
  requirement: Pick<Requirement, 'skills'>,
  candidate: CandidateProfile,
): boolean {
  const have = candidateSkills(candidate, TAXONOMY);
  return requirement.skills.some(
    (skill) => have.own.has(skill) || (have.implied.get(skill)?.credit ?? 0) >= MET,
  );
}
