import type {
  CandidateDecision,
  InternalCandidateResponse,
  InternalJobResponse,
  PreviousResult,
} from '@shortlist/contracts';
import type { WorkspaceId } from '@shortlist/kit';
import { outreachMessage, type Analyzer } from '../analyzers';
import { storeScores, type ScoreToStore, type StoreMode } from '../analyses-store';
import { scoreRecord } from '../audit/score-event';
import type { AnalysisRow } from '../db/schema';
import type { CoreDeps } from '../deps';
import { analyzeOptions, type BlindView } from '../oversight/blind';
import { presentAnalysisFor } from '../present/presenter';

// The one way a pair is scored, on every path (a single analysis, a batch chunk, a re-score after
// an edit or an engine upgrade, with the engine or the LLM): analyse → write the message → store
// the result with its audit record in one statement → present → emit. Each path only loads its
// documents and says which runs it scores (issue #28.2, #30.1: every score on the record).

export interface ScoringDeps extends CoreDeps {
  analyzer: Analyzer;
}

/** One pair to score: the run it is stored under and the candidate's documents. */
export interface PairToScore {
  runId: string;
  candidate: InternalCandidateResponse;
  /** The outreach message's wording (a re-score keeps the analysis's). */
  messageVariant: number;
  /** Kept beside the new score (a re-score after an engine upgrade). */
  previousResult?: PreviousResult;
}

export interface Scoring {
  ownerId: WorkspaceId;
  mode: StoreMode;
  job: InternalJobResponse;
  view: BlindView;
  pairs: PairToScore[];
  /** Told when the message is being written (a single analysis shows it live). */
  onMessage?: () => void;
}

export interface Scored {
  /** The rows stored (a run replaced or finished meanwhile is missing: it wrote nothing). */
  stored: AnalysisRow[];
  /** Runs scored but not stored: replaced or finished meanwhile (their pair has a newer run). */
  replaced: string[];
  /** The first analyser failure: the others are stored, then the caller retries. */
  failure?: unknown;
}

/** Analyses each pair, writes its message, stores every result with its record at once. */
export async function scorePairs(deps: ScoringDeps, scoring: Scoring): Promise<Scored> {
  const { job, view } = scoring;
  const scores: ScoreToStore[] = [];
  let failure: unknown;
  for (const pair of scoring.pairs) {
    const { candidate, profile } = pair.candidate;
    let result;
    try {
      result = await deps.analyzer.analyze(job.profile, profile, analyzeOptions(view, candidate));
    } catch (err) {
      failure ??= err;
      continue;
    }
    scoring.onMessage?.();
    scores.push({
      runId: pair.runId,
      result: {
        ...result,
        generatedMessage: outreachMessage(job.profile, profile, result, pair.messageVariant),
        candidateName: candidate.name,
        jobTitle: job.job.title,
        // Which version of the job's reading scored it (edits re-score: issue #15).
        requirementsVersion: job.profile.model?.version ?? null,
        ...(pair.previousResult && { previousResult: pair.previousResult }),
      },
      record: scoreRecord(
        { job: job.job, jobProfile: job.profile, candidate },
        result,
        deps.analyzer.model,
      ),
    });
  }
  const stored = await storeScores(deps.db, scoring.ownerId, scoring.mode, scores);
  const written = new Set(stored.map((row) => row.runId));
  const replaced = scores.filter((s) => !written.has(s.runId)).map((s) => s.runId);
  return { stored, replaced, failure };
}

/**
 * Tells the owner's open pages of each stored analysis, through the presenter (blind view and
 * all): the single path and re-scores, one event per analysis with its documents embedded.
 */
export function announceEach(
  deps: CoreDeps,
  scoring: Pick<Scoring, 'ownerId' | 'job' | 'view' | 'pairs'>,
  stored: AnalysisRow[],
  decisions: ReadonlyMap<string, CandidateDecision | null>,
): void {
  const candidates = new Map(scoring.pairs.map((p) => [p.candidate.candidate.id, p.candidate]));
  for (const row of stored) {
    const analysis = presentAnalysisFor(scoring.view, row, {
      candidate: candidates.get(row.candidateId)?.candidate ?? null,
      job: scoring.job.job,
      decision: decisions.get(row.candidateId) ?? null,
    });
    deps.notifier.emit(scoring.ownerId, 'analysis:completed', { analysis });
  }
}
