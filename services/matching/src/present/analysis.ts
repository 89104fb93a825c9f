import type { Analysis, Candidate, CandidateDecision, JobDescription } from '@shortlist/contracts';
import { ENGINE_VERSION } from '@shortlist/matcher';
import type { AnalysisRow } from '../db/schema';

/**
 * The public Analysis of a stored row; the documents are embedded when the caller has them, and
 * so is the recruiter's decision (null: none taken yet).
 */
export function presentAnalysis(
  row: AnalysisRow,
  embed?: {
    candidate?: Candidate | null;
    job?: JobDescription | null;
    decision?: CandidateDecision | null;
  },
): Analysis {
  return {
    id: row.id,
    candidateId: row.candidateId,
    jobId: row.jobId,
    batchId: row.batchId,
    status: row.status,
    matchPercentage: row.matchPercentage,
    topSkills: row.topSkills,
    missingSkills: row.missingSkills,
    breakdown: row.breakdown,
    // Rows scored before the verdict was kept show none (null) until they are scored again.
    ...(row.gates && { gates: row.gates }),
    verdict: row.verdict ?? null,
    generatedMessage: row.generatedMessage,
    analyzer: row.analyzer,
    analyzerNote: row.analyzerNote,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    candidateName: row.candidateName,
    jobTitle: row.jobTitle,
    requirementsVersion: row.requirementsVersion,
    engineVersion: row.engineVersion,
    currentEngineVersion: ENGINE_VERSION,
    previousResult: row.previousResult,
    ...(embed && { candidate: embed.candidate ?? null, job: embed.job ?? null }),
    ...(embed?.decision !== undefined && { decision: embed.decision }),
  };
}
