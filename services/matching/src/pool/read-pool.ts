import { stageTimer, type StageTimer, type WorkspaceId } from '@shortlist/kit';
import type {
  InternalJobResponse,
  PoolPage,
  PoolQuery,
  PoolStateResponse,
} from '@shortlist/contracts';
import { ENGINE_VERSION } from '@shortlist/matcher';
import { createHash } from 'node:crypto';
import type { CoreDeps } from '../deps';
import type { PoolScoreRow } from '../db/schema';
import { blindView } from '../oversight/blind';
import { presentPoolPage, type Presented } from '../present/presenter';
import type { AnalysisProducer, QueueTask } from '../queue';
import { forgetQueued, notRecentlyQueued } from './recently-queued';
import { rankByRetrieval } from './rank-retrieved';
import {
  forgetPoolCandidates,
  poolRetrieval,
  poolVersions,
  rankedCount,
  rankedPage,
} from './store';

/**
 * Candidates per ranking job. 200 (one documents call's most) held 4 chunks × 200 profiles per
 * worker in flight: 590–630 MB per worker and documents timing out under a 10,000 pool
 * (bench/pool.ts); 50 keeps each call and each worker's memory small, at one call per 50.
 */
export const POOL_CHUNK_SIZE = 50;

/**
 * The job's pool ranking as it stands, and the work to make it fresh. Every read compares the
 * owner's candidates now with what is stored: new candidates, and those scored with an older
 * reading or engine, are queued for ranking; erased ones are dropped. Candidates are immutable
 * (a changed resume is a new upload, so a new candidate id), so the id names the profile scored.
 * The ranking charges nothing: it is a preview, and opening a candidate runs a normal analysis.
 * Another owner's job is `not_found` from documents.
 */
export async function readPool(
  deps: CoreDeps & { producer: AnalysisProducer },
  ownerId: WorkspaceId,
  jobId: string,
  query: PoolQuery,
  requestId?: string,
  timer: StageTimer = stageTimer(),
): Promise<Presented<PoolPage>> {
  const [found, state] = await timer.time('jobAndState', () =>
    Promise.all([deps.documents.getJob(ownerId, jobId), deps.documents.poolState(ownerId)]),
  );
  if (state.total > deps.config.POOL_EXHAUSTIVE_MAX) {
    return readRetrievedPool(deps, ownerId, found, state, query, timer);
  }
  const { job, profile } = found;
  const requirementsVersion = profile.model?.version ?? 0;
  const [pool, stored] = await Promise.all([
    deps.documents.lookupCandidates(ownerId, 'all'),
    poolVersions(deps.db, ownerId, job.id),
  ]);
  const inPool = new Set(pool.map((c) => c.id));
  const fresh = new Set(
    stored
      .filter(
        (s) => s.requirementsVersion === requirementsVersion && s.engineVersion === ENGINE_VERSION,
      )
      .map((s) => s.candidateId),
  );
  await forgetPoolCandidates(
    deps.db,
    ownerId,
    job.id,
    stored.filter((s) => !inPool.has(s.candidateId)).map((s) => s.candidateId),
  );
  const stale = pool.filter((c) => !fresh.has(c.id)).map((c) => c.id);
  const queue = notRecentlyQueued(
    poolRankJobs({ ownerId, jobId: job.id, requirementsVersion, candidateIds: stale, requestId }),
  );
  await deps.producer.addBulk(queue).catch((err: unknown) => {
    forgetQueued(queue);
    throw err;
  });
  const offset = (query.page - 1) * query.pageSize;
  const view = await blindView(deps.db, ownerId, job.id);
  const rows = await rankedPage(
    deps.db,
    ownerId,
    job.id,
    { requirementsVersion, engineVersion: ENGINE_VERSION },
    { offset, limit: query.pageSize, blind: view.blind },
  );
  return presentPoolPage(view, {
    jobId: job.id,
    requirementsVersion,
    total: pool.length,
    ranked: pool.length - stale.length,
    pending: stale.length,
    page: query.page,
    pageSize: query.pageSize,
    // A blind job's pool hides who each candidate is, as its shortlist and analyses do.
    entries: pageEntries(rows, offset),
  });
}

/** Stored rows as a page's entries, ranked from `offset`. */
const pageEntries = (rows: PoolScoreRow[], offset: number) =>
  rows.map((row, i) => ({
    rank: offset + i + 1,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    matchPercentage: row.matchPercentage,
    ...row.result,
    requirementsVersion: row.requirementsVersion,
  }));

/** A ranking by retrieval answers at least this deep, whatever page is asked first. */
export const RETRIEVED_FIRST = 50;

/**
 * A large pool's ranking (issue #31): made in the request by retrieval and the engine
 * (rankByRetrieval) when the job has none for its reading and engine, the pool changed since
 * (a candidate stored or erased), or the page asked lies beyond what was scored; read from the
 * stored ranking otherwise. Every entry is the engine's score, as the exhaustive ranking's are.
 */
async function readRetrievedPool(
  deps: CoreDeps,
  ownerId: WorkspaceId,
  { job, profile }: InternalJobResponse,
  state: PoolStateResponse,
  query: PoolQuery,
  timer: StageTimer,
): Promise<Presented<PoolPage>> {
  const requirementsVersion = profile.model?.version ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const want = Math.max(RETRIEVED_FIRST, offset + query.pageSize);
  const made = await timer.time('marker', () => poolRetrieval(deps.db, ownerId, job.id));
  const fresh =
    made &&
    made.requirementsVersion === requirementsVersion &&
    made.engineVersion === ENGINE_VERSION &&
    made.poolTotal === state.total &&
    made.poolNewest === state.newest &&
    made.scoredTo >= want;
  if (!fresh) await rankByRetrieval(deps, ownerId, { job, profile }, want, timer);
  const view = await blindView(deps.db, ownerId, job.id);
  const scoredWith = { requirementsVersion, engineVersion: ENGINE_VERSION };
  const [rows, ranked] = await timer.time('page', () =>
    Promise.all([
      rankedPage(deps.db, ownerId, job.id, scoredWith, {
        offset,
        limit: query.pageSize,
        blind: view.blind,
      }),
      rankedCount(deps.db, ownerId, job.id, scoredWith),
    ]),
  );
  return presentPoolPage(view, {
    jobId: job.id,
    requirementsVersion,
    total: state.total,
    ranked,
    pending: 0,
    scope: 'retrieved',
    page: query.page,
    pageSize: query.pageSize,
    entries: pageEntries(rows, offset),
  });
}

/**
 * The ranking jobs for these candidates, in sorted chunks with ids derived from their content, so
 * the reads that follow one another while a ranking runs add nothing new to the queue (a finished
 * chunk takes out a whole sorted block, so the chunks left keep their ids). A chunk that fails for
 * good is removed at once, so a later read queues it again instead of meeting its old id.
 */
export function poolRankJobs(input: {
  ownerId: WorkspaceId;
  jobId: string;
  requirementsVersion: number;
  candidateIds: string[];
  requestId?: string;
}): QueueTask<'pool.rank-chunk'>[] {
  const ids = [...input.candidateIds].sort();
  const jobs: QueueTask<'pool.rank-chunk'>[] = [];
  for (let i = 0; i < ids.length; i += POOL_CHUNK_SIZE) {
    const candidateIds = ids.slice(i, i + POOL_CHUNK_SIZE);
    const digest = createHash('sha256')
      .update([input.ownerId, input.jobId, input.requirementsVersion, ENGINE_VERSION].join('\n'))
      .update(candidateIds.join('\n'))
      .digest('hex')
      .slice(0, 32);
    jobs.push({
      name: 'pool.rank-chunk',
      queueJobId: `pool-${digest}`,
      options: { removeOnFail: true },
      data: {
        ownerId: input.ownerId,
        jobId: input.jobId,
        requirementsVersion: input.requirementsVersion,
        candidateIds,
        requestId: input.requestId,
      },
    });
  }
  return jobs;
}
