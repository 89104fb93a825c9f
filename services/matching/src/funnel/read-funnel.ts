import type { FunnelRequest } from '@shortlist/contracts';
import { funnelRequest } from '@shortlist/contracts';
import { badRequest, isUuid, notFound, type WorkspaceId } from '@shortlist/kit';
import type { RequirementModel } from '@shortlist/matcher';
import { and, eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { CoreDeps } from '../deps';
import { batches, batchItems } from '../db/schema';
import { blindView } from '../oversight/blind';
import { presentFunnel, type Presented } from '../present/presenter';
import type { Funnel } from '@shortlist/contracts';
import { computeFunnel } from './compute';
import type { ProfileCache } from './profile-cache';

export type FunnelDeps = Pick<CoreDeps, 'db' | 'documents'> & { profiles: ProfileCache };

/**
 * The job's requirement funnel over the workspace's pool, or over one of its screenings: with the
 * job's reading, or with an unsaved edit of it, made exactly as saving would make it (documents
 * previews it, storing nothing). Nothing is written here, and no score is queued.
 */
export async function readFunnel(
  deps: FunnelDeps,
  ownerId: WorkspaceId,
  jobId: string,
  body: FunnelRequest,
): Promise<Presented<Funnel>> {
  const request = funnelRequest.parse(body);
  const [{ job, profile }, pool, screened] = await Promise.all([
    deps.documents.getJob(ownerId, jobId),
    deps.profiles.pool(ownerId),
    request.batchId ? screeningCandidates(deps, ownerId, jobId, request.batchId) : undefined,
  ]);
  const saved = profile.model as RequirementModel | undefined;
  if (!saved) throw badRequest('This job has no reading to count candidates against.');
  const model: RequirementModel = request.reading
    ? ((await deps.documents.previewReading(ownerId, job.id, request.reading)) as RequirementModel)
    : saved;
  const candidates = screened ? pool.filter((c) => screened.has(c.id)) : pool;
  const started = performance.now();
  const counts = computeFunnel(profile, model, candidates, request.top);
  const engineMs = Math.round((performance.now() - started) * 10) / 10;
  const view = await blindView(deps.db, ownerId, job.id);
  return presentFunnel(view, {
    jobId: job.id,
    version: request.reading ? request.reading.version : saved.version,
    whatIf: !!request.reading,
    batchId: request.batchId ?? null,
    ...counts,
    engineMs,
  });
}

/** The candidates one screening of this job started (404 for another job's or owner's). */
async function screeningCandidates(
  deps: Pick<CoreDeps, 'db'>,
  ownerId: WorkspaceId,
  jobId: string,
  batchId: string,
): Promise<Set<string>> {
  if (!isUuid(batchId)) throw notFound('Batch');
  const rows = await deps.db
    .select({ candidateId: batchItems.candidateId })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(and(eq(batches.ownerId, ownerId), eq(batches.id, batchId), eq(batches.jobId, jobId)));
  if (!rows.length) throw notFound('Batch');
  return new Set(rows.map((r) => r.candidateId));
}
