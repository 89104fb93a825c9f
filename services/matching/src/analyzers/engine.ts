import {
  scoreMatch,
  writeOutreachMessage,
  type CandidateProfile,
  type JobProfile,
} from '@shortlist/matcher';
import { INSTRUCTIONS_NOTE, instructionLines } from './instruction-lines';
import type { Analyzer, AnalyzerResult } from './types';

// The built-in engine (packages/matcher): deterministic, no network, always available. It is the
// default analyzer, the LLM's fallback, and the only source of the score.

export function engineResult(job: JobProfile, candidate: CandidateProfile): AnalyzerResult {
  const score = scoreMatch(job, candidate);
  // A resume that talks to its reader or to an AI is flagged for the recruiter, whichever analyzer runs.
  const flagged = instructionLines(candidate.text).length > 0;
  return { ...score, analyzer: 'engine', analyzerNote: flagged ? INSTRUCTIONS_NOTE : null };
}

export const engineAnalyzer: Analyzer = {
  kind: 'engine',
  analyze: async (job, candidate) => engineResult(job, candidate),
};

/** The outreach message for a result; `variant` picks another wording of the same facts. */
export function outreachMessage(
  job: JobProfile,
  candidate: CandidateProfile,
  result: Pick<AnalyzerResult, 'topSkills' | 'breakdown'>,
  variant: number,
): string {
  return writeOutreachMessage(job, candidate, result, { variant });
}
