import { AppError, notFound, type WorkspaceId } from '@shortlist/kit';
import { outreachMessage } from '../analyzers';
import type { AnalysisRow } from '../db/schema';
import type { CoreDeps } from '../deps';
import { findAnalysis, saveMessage } from '../analyses-store';

/**
 * Another wording of the outreach message for a finished analysis: the next variant of the
 * engine's template, written from the same facts (no new match is taken, nothing is re-scored).
 */
export async function regenerateMessage(
  deps: CoreDeps,
  ownerId: WorkspaceId,
  analysisId: string,
): Promise<AnalysisRow> {
  const row = await findAnalysis(deps.db, ownerId, analysisId);
  if (!row) throw notFound('Analysis');
  if (row.status !== 'completed') {
    throw new AppError('conflict', 'The analysis has not finished yet; try again when it has.');
  }
  const [{ candidate }, { job }] = await Promise.all([
    deps.documents.getCandidate(ownerId, row.candidateId).then((c) => ({ candidate: c.profile })),
    deps.documents.getJob(ownerId, row.jobId).then((j) => ({ job: j.profile })),
  ]);
  // Step to the next variant until the wording actually changes (a short message can repeat).
  let variant = row.messageVariant;
  let message = row.generatedMessage;
  for (let tries = 0; tries < 5 && message === row.generatedMessage; tries++) {
    variant += 1;
    // Asked for by the recruiter: a poor fit gets its polite short note.
    message = outreachMessage(job, candidate, row, variant, true);
  }
  const saved = await saveMessage(deps.db, ownerId, row.id, {
    generatedMessage: message,
    messageVariant: variant,
  });
  if (!saved) throw notFound('Analysis');
  return saved;
}
