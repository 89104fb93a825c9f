// The convenience of the package's top: score a pair, then write its outreach message. It lives
// above both layers because the message reads the score; neither layer reaches for the other.
import { writeOutreachMessage } from './message';
import { scoreMatch, type ScoreOptions } from './score';
import { judgeMatch } from './score/verdict';
import type { Analysis, CandidateProfile, JobProfile } from './types';

export interface AnalyzeOptions extends ScoreOptions {
  /** Which wording of the outreach message to write ("regenerate" passes another number). */
  variant?: number;
}

/** The full analysis of one candidate for one job, outreach message included. */
export function analyze(
  job: JobProfile,
  candidate: CandidateProfile,
  options: AnalyzeOptions = {},
): Analysis {
  const score = scoreMatch(job, candidate, options);
  return {
    ...score,
    ...judgeMatch(job, candidate, score),
    generatedMessage: writeOutreachMessage(job, candidate, score, { variant: options.variant }),
  };
}
