import type { BreakdownComponent, GateCheckRecord, Verdict } from '@shortlist/contracts';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import type { AnalyzeOptions } from '../oversight/mask';

export type { AnalyzeOptions };

/** What an analyzer says about one candidate for one job (the outreach message comes after). */
export interface AnalyzerResult {
  matchPercentage: number;
  topSkills: string[];
  missingSkills: string[];
  breakdown: BreakdownComponent[];
  /** The job's gates on this candidate (met / not met / unknown); never in the percentage. */
  gates: GateCheckRecord[];
  /** The engine's verdict (requirements met, gates, band); the LLM never moves it. */
  verdict: Verdict;
  /** Who produced the result in the end: the LLM, or the engine (also when the LLM failed). */
  analyzer: 'engine' | 'llm';
  /** Why the result differs from what was asked for; null when it does not. */
  analyzerNote: string | null;
}

export interface Analyzer {
  /** `engine`, or `llm` when the LLM is configured (it falls back to the engine by itself). */
  readonly kind: 'engine' | 'llm';
  /** For the audit trail: the LLM's model and prompt version (a result from the engine says `engine`). */
  readonly model?: string;
  analyze(
    job: JobProfile,
    candidate: CandidateProfile,
    options?: AnalyzeOptions,
  ): Promise<AnalyzerResult>;
}
