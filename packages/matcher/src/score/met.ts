// The skills a candidate meets exactly as scoring counts a requirement met (requirements.ts: their
// own skill, or one implied strongly enough), without scoring them: counting thousands of
// candidates against edit after edit of a reading (the requirement funnel) needs only this. A
// requirement is met when it names one of them.
import { implications } from '../taxonomy';
import type { CandidateProfile } from '../types';
import { MET } from './requirements';
import { candidateSkills } from './skills';

const TAXONOMY = { implications };

export function metSkills(candidate: CandidateProfile): Set<string> {
  const have = candidateSkills(candidate, TAXONOMY);
  const met = new Set(have.own.keys());
  for (const [skill, { credit }] of have.implied) if (credit >= MET) met.add(skill);
  return met;
}
