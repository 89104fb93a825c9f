import type { PipelineChange, PipelineStage } from '@shortlist/contracts';
import { notFound, type WorkspaceId } from '@shortlist/kit';
import type { MatchingDb } from '../db';
import type { Presented } from '../present/presenter';
import { moveCandidates } from './move';
import { byScore } from './order';
import { analysesOfJob, entriesOfJob } from './store';

/**
 * The pipeline starts from the shortlist in score order: moves the `count` best-scored candidates
 * still in New to `stage`, in the order the board shows them. Candidates without a score (a run
 * in flight or failed) are never picked: a person has not seen a number for them yet.
 */
export async function moveTopCandidates(
  db: MatchingDb,
  tenantId: WorkspaceId,
  actorId: string,
  jobId: string,
  count: number,
  stage: PipelineStage,
): Promise<Presented<PipelineChange>> {
  const rows = await analysesOfJob(db, tenantId, jobId);
  if (!rows.length) throw notFound('Pipeline');
  const entries = await entriesOfJob(db, tenantId, jobId);
  const picked = rows
    .filter((row) => row.matchPercentage !== null)
    .filter((row) => (entries.get(row.candidateId)?.stage ?? 'new') === 'new')
    .sort(byScore)
    .slice(0, count)
    .map((row) => row.candidateId);
  return moveCandidates(db, tenantId, actorId, jobId, picked, stage);
}
