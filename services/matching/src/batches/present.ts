import type { Batch, CandidateDecision, PipelineStage } from '@shortlist/contracts';
import type { AnalysisRow, BatchItemRow, BatchRow } from '../db/schema';

/** The batch with its shortlist: best match first; unfinished and failed analyses last. */
export function presentBatch(
  batch: BatchRow,
  results: { item: BatchItemRow; analysis: AnalysisRow }[],
  decisions: ReadonlyMap<string, CandidateDecision> = new Map(),
  /** Where each candidate stands on the job's pipeline; absent ones are New. */
  stages?: ReadonlyMap<string, PipelineStage>,
): Batch {
  const ranked = [...results].sort(
    (a, b) =>
      (b.analysis.matchPercentage ?? -1) - (a.analysis.matchPercentage ?? -1) ||
      a.item.candidateName.localeCompare(b.item.candidateName),
  );
  return {
    id: batch.id,
    jobId: batch.jobId,
    jobTitle: batch.jobTitle,
    status: batch.done + batch.failed >= batch.total ? 'completed' : 'running',
    total: batch.total,
    done: batch.done,
    failed: batch.failed,
    createdAt: batch.createdAt.toISOString(),
    results: ranked.map(({ item, analysis }, i) => ({
      rank: i + 1,
      analysisId: analysis.id,
      candidateId: item.candidateId,
      candidateName: analysis.candidateName || item.candidateName,
      status: analysis.status,
      matchPercentage: analysis.matchPercentage,
      topSkills: analysis.topSkills,
      missingSkills: analysis.missingSkills,
      verdict: analysis.verdict ?? null,
      decision: decisions.get(item.candidateId) ?? null,
      ...(stages && { stage: stages.get(item.candidateId) ?? 'new' }),
    })),
  };
}
