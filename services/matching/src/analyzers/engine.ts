import {
  scoreMatch,
  writeOutreachMessage,
  type CandidateProfile,
  type JobProfile,
} from '@shortlist/matcher';
import type { Analyzer, AnalyzerResult } from './types';

// The built-in engine (packages/matcher): deterministic, no network, always available. It is the
// default analyzer, the LLM's fallback and the bound on the LLM's score.

export function engineResult(job: JobProfile, candidate: CandidateProfile): AnalyzerResult {
  const score = scoreMatch(job, candidate);
  return { ...score, analyzer: 'engine', analyzerNote: null };
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
