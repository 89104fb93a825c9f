// The convenience of the package's top: score a pair, then write its outreach message. It lives
// above both layers because the message reads the score and its verdict; neither layer reaches for the other.
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
  // The message follows the verdict, so it is written from the judged result.
  const judged = { ...score, ...judgeMatch(job, candidate, score) };
  return {
    ...judged,
    generatedMessage: writeOutreachMessage(job, candidate, judged, { variant: options.variant }),
  };
}
