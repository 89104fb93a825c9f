import type { JobDescription, Candidate } from '@shortlist/contracts';
import { ENGINE_VERSION, scoreBand, type JobProfile } from '@shortlist/matcher';
import type { AnalyzerResult } from '../analyzers';
import type { ScoreRecord } from './score-record';
import type { AnalysisRow, NewAuditEvent } from '../db/schema';

/**
 * The audit record of one score: who ran it and when, exactly which documents (their SHA-256),
 * which reading of the job (its requirements version), which engine and analyzer, and the result.
 */
export function scoredEvent(
  row: AnalysisRow,
  inputs: { job: JobDescription; jobProfile: JobProfile; candidate: Candidate },
  result: Pick<AnalyzerResult, 'analyzer' | 'matchPercentage'>,
  analyzerModel: string | undefined,
): NewAuditEvent {
  return {
    ...runOf(row),
    kind: 'analysis.scored',
    ...scoreRecord(inputs, result, analyzerModel),
  };
}

/** What a score's record says beyond its run (the single path writes it with the result). */
export function scoreRecord(
  inputs: { job: JobDescription; jobProfile: JobProfile; candidate: Candidate },
  result: Pick<AnalyzerResult, 'analyzer' | 'matchPercentage'>,
  analyzerModel: string | undefined,
): ScoreRecord {
  return {
    candidateSha256: inputs.candidate.sha256,
    jobSha256: inputs.job.sha256,
    requirementsVersion: inputs.jobProfile.model?.version ?? 1,
    engineVersion: ENGINE_VERSION,
    analyzer: result.analyzer === 'llm' ? `llm: ${analyzerModel ?? 'unknown model'}` : 'engine',
    matchPercentage: result.matchPercentage,
    band: scoreBand(result.matchPercentage),
  };
}

/** The audit record of a run that failed for good: no score was given. */
export function failedEvent(row: AnalysisRow): NewAuditEvent {
  return { ...runOf(row), kind: 'analysis.failed', detail: row.error };
}

const runOf = (row: AnalysisRow) => ({
  ownerId: row.ownerId,
  jobId: row.jobId,
  candidateId: row.candidateId,
  // The member who asked for the run (runs from before workspaces: the owner, who was the user).
  actorId: row.requestedBy ?? row.ownerId,
  analysisId: row.id,
  runId: row.runId,
  batchId: row.batchId,
  requestedAt: row.createdAt,
});
