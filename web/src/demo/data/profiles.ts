import type { DemoCandidateParseResult, DemoJobParseResult } from '@shortlist/contracts';

// The matcher's extracted profiles, as /api/demo/parse returns them and /api/demo/analyze takes
// them back. The browser keeps them opaque; only the hand-written samples build them.
export type JobProfile = DemoJobParseResult['profile'];
export type CandidateProfile = DemoCandidateParseResult['profile'];
type SkillMention = JobProfile['requiredSkills'][number];

/** Builds the mentions for a list of skills found on one line of one section. */
export function mentions(
  skills: [string, string][],
  section: string,
  line: string,
): SkillMention[] {
  return skills.map(([skill, category]) => ({
    skill,
    category,
    matchedText: skill,
    section,
    line,
    count: 1,
  }));
}
