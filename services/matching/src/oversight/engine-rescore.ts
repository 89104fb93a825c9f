import type { PreviousResult } from '@shortlist/contracts';
import { currentRequestId, notFound, type WorkspaceId } from '@shortlist/kit';
import { ENGINE_VERSION, scoreBand } from '@shortlist/matcher';
import { findAnalysis } from '../analyses-store';
import type { CoreDeps } from '../deps';
import type { AnalysisRow } from '../db/schema';
import type { AnalysisProducer } from '../queue';

// Reproducibility after an engine upgrade (issue #17, item 2): an analysis scored by another
// engine version can be scored again by the current one, through calibration's re-score path.
// The earlier result is kept, so the page shows old and new side by side.

export const scoredByOtherEngine = (row: Pick<AnalysisRow, 'engineVersion'>) =>
  row.engineVersion !== ENGINE_VERSION;

/** What the analysis said before the re-score, as the side-by-side view shows it. */
export function previousOf(row: AnalysisRow): PreviousResult {
  return {
    matchPercentage: row.matchPercentage,
    band: row.matchPercentage === null ? null : scoreBand(row.matchPercentage),
    topSkills: row.topSkills,
    missingSkills: row.missingSkills,
    breakdown: row.breakdown,
    engineVersion: row.engineVersion,
    requirementsVersion: row.requirementsVersion,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * Queues the re-score of one of the owner's finished analyses with the current engine; nothing
 * to do (queued: false) when the current engine scored it. One queue job per analysis and engine.
 */
export async function requestEngineRescore(
  deps: CoreDeps & { producer: AnalysisProducer },
  ownerId: WorkspaceId,
  analysisId: string,
): Promise<{ analysisId: string; queued: boolean }> {
  const row = await findAnalysis(deps.db, ownerId, analysisId);
  if (!row || row.status !== 'completed') throw notFound('Analysis');
  if (!scoredByOtherEngine(row)) return { analysisId, queued: false };
  await deps.producer.add({
    name: 'analysis.rescore',
    // BullMQ ids may not contain ':'.
    queueJobId: `engine-${row.id}-${ENGINE_VERSION.replace(/[^\w.-]/g, '_')}`,
    data: {
      analysisId: row.id,
      ownerId,
      requirementsVersion: row.requirementsVersion ?? 1,
      requestId: currentRequestId(),
      engine: true,
    },
  });
  return { analysisId, queued: true };
}
