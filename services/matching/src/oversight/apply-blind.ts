import type { WorkspaceId } from '@shortlist/kit';
import type { Analysis, Batch } from '@shortlist/contracts';
import type { MatchingDb } from '../db';
import { blindView, blindViews, SIGHTED } from './blind';
import { blindAnalysis, blindBatch } from './present-blind';

// Every answer that shows a candidate goes through here, so a blind job hides them on each page
// (analysis, lists, dashboard, shortlist, CSV) and in each live event alike.

export async function blindAnalysesOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  list: Analysis[],
): Promise<Analysis[]> {
  const views = await blindViews(
    db,
    ownerId,
    list.map((a) => a.jobId),
  );
  return list.map((a) => blindAnalysis(a, views.get(a.jobId) ?? SIGHTED));
}

export async function blindAnalysisOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  analysis: Analysis,
): Promise<Analysis> {
  return blindAnalysis(analysis, await blindView(db, ownerId, analysis.jobId));
}

export async function blindBatchOf(
  db: MatchingDb,
  ownerId: WorkspaceId,
  batch: Batch,
): Promise<Batch> {
  return blindBatch(batch, await blindView(db, ownerId, batch.jobId));
}
