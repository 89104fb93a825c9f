import type { PipelineEntry, PipelineEvent } from '@shortlist/contracts';
import type { PipelineEntryRow, PipelineEventRow } from '../db/schema';
import type { PipelineAnalysis } from './store';

export function presentEntry(
  jobId: string,
  analysis: PipelineAnalysis,
  entry: PipelineEntryRow | undefined,
  notes: number,
): PipelineEntry {
  return {
    jobId,
    candidateId: analysis.candidateId,
    candidateName: analysis.candidateName,
    analysisId: analysis.id,
    matchPercentage: analysis.matchPercentage,
    stage: entry?.stage ?? 'new',
    movedBy: entry?.movedBy ?? null,
    movedAt: entry?.movedAt.toISOString() ?? null,
    notes,
  };
}

export function presentEvent(row: PipelineEventRow): PipelineEvent {
  const message =
    row.kind === 'message'
      ? { to: row.messageTo ?? '', subject: row.messageSubject ?? '', body: row.messageBody ?? '' }
      : null;
  return {
    id: row.id,
    jobId: row.jobId,
    candidateId: row.candidateId,
    kind: row.kind,
    fromStage: row.fromStage,
    toStage: row.toStage,
    note: row.note,
    message,
    feedback:
      row.kind === 'feedback' && row.feedback
        ? { verdict: row.feedback, recipient: row.client ?? '' }
        : null,
    authorId: row.authorId,
    occurredAt: row.occurredAt.toISOString(),
  };
}
