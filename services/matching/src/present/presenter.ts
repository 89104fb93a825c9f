import type { Analysis, Candidate, CandidateDecision, JobDescription } from '@shortlist/contracts';
import { presentAnalysis } from '../analyses/present';
import type { AnalysisRow } from '../db/schema';
import type { BlindView } from '../oversight/blind';
import { blindAnalysis } from '../oversight/present-blind';

// The one way an analysis or a candidate leaves matching (API bodies, live events, exports, pool
// rankings, pipeline cards, candidate lists): it applies the job's blind view, so no route or
// event can forget it (issue #28.2, #30.3). Its output is branded: a route typed to answer a
// Presented value does not compile with a value that skipped it.

declare const presentedBrand: unique symbol;
/** A value that went through the presenter. */
export type Presented<T> = T & { readonly [presentedBrand]: true };

/** Marks what the presenter's own functions built (only they call it). */
export const presented = <T>(value: T): Presented<T> => value as Presented<T>;

/** A stored analysis as the recruiter may see it under its job's blind view. */
export function presentAnalysisFor(
  view: BlindView,
  row: AnalysisRow,
  embed?: {
    candidate?: Candidate | null;
    job?: JobDescription | null;
    decision?: CandidateDecision | null;
  },
): Presented<Analysis> {
  return presented(blindAnalysis(presentAnalysis(row, embed), view));
}
