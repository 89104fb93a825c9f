import { DAILY_LIMIT_MESSAGE, DEMO_ANALYSES } from '@shortlist/contracts';
import { AppError, currentRequestId, isAppError, type WorkspaceId } from '@shortlist/kit';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AnalysisRow } from '../db/schema';
import type { CoreDeps } from '../deps';
import type { AnalysisProducer } from '../queue';
import { claimPair, waitForRelease } from './pair-claim';
import { refundQuietly } from './refund';
import { FINISHED, failRun, findAnalysisByPair, startRun } from '../analyses-store';

export const START_FAILED_MESSAGE =
  'The analysis could not be started. Your daily match was not used; please try again.';

/**
 * A recruiter asks for one candidate against one job. Order matters: both documents must be the
 * owner's; the daily match is taken (keyed by the new run id) before anything is stored or
 * queued; the run is committed; only then is the job enqueued. A pair whose run is still in
 * flight, or being started by a concurrent request (a double-click), answers that run and keeps
 * no second match.
 *
 * The recruiter waits for this answer, so the claim of the pair comes first (one Redis call), and
 * then the documents, the pair's current run and the match are asked for at once. The match is
 * taken on the assumption that a new run starts, and given back (refunded under the same key)
 * when it does not: a document that is not the owner's, or a run already in flight.
 */
export async function requestAnalysis(
  deps: RequestDeps,
  ownerId: WorkspaceId,
  pair: { candidateId: string; jobId: string },
  /** The recruiter asking: the daily match is theirs, whatever workspace the pair is in. */
  userId: string,
  options: { carriedFromDemo?: boolean } = {},
): Promise<AnalysisRow> {
  const { db, documents, config, redis } = deps;
  const claimKey = `${config.REDIS_PREFIX}:matching:starting:${ownerId}:${pair.candidateId}:${pair.jobId}`;
  // The run the claim's holder started, kept a moment for the requests that waited on it: they
  // answer it even when it has already finished (a fast engine can complete it before they look).
  const startedKey = `${claimKey}:run`;
  const deadline = Date.now() + CLAIM_MS;
  let waited = false;
  for (;;) {
    const release = await claimPair(redis, claimKey, CLAIM_MS);
    if (!release) {
      if (Date.now() >= deadline) throw new AppError('conflict', START_FAILED_MESSAGE);
      waited = true;
      await waitForRelease(redis, claimKey, deadline);
      continue;
    }
    try {
      const busySince = new Date(Date.now() - config.ANALYSIS_STALE_AFTER_MS);
      const runId = randomUUID();
      const [read, charged] = await Promise.allSettled([
        Promise.all([
          // The names the run is stored with (and a 404 for a document not the owner's): the
          // light lookup, not the profiles, which only the worker needs.
          documents.lookupPair(ownerId, pair.candidateId, pair.jobId),
          findAnalysisByPair(db, ownerId, pair.candidateId, pair.jobId),
          waited ? redis.get(startedKey) : undefined,
        ]),
        options.carriedFromDemo
          ? consumeCarriedOrMatch(deps, userId, runId)
          : consumeMatch(deps, userId, runId),
      ]);
      const giveBack = () =>
        charged.status === 'fulfilled' ? refundQuietly(deps, userId, runId) : undefined;
      // A missing document is answered as such, whatever billing said.
      if (read.status === 'rejected') {
        await giveBack();
        throw read.reason;
      }
      const [{ candidate, job }, existing, startedRun] = read.value;
      if (existing && (isInFlight(existing, busySince) || existing.runId === startedRun)) {
        await giveBack();
        return existing;
      }
      if (charged.status === 'rejected') throw charged.reason;
      const names = { candidateName: candidate.name, jobTitle: job.title };
      const row = await startNewRun(deps, ownerId, { ...pair, ...names, userId, runId }, busySince);
      await redis.set(startedKey, row.runId, 'PX', CLAIM_MS).catch(() => undefined);
      return row;
    } finally {
      await release();
    }
  }
}

type RequestDeps = CoreDeps & { producer: AnalysisProducer; redis: Redis };

/** How long one request may hold a pair while it takes a match, stores the run and enqueues it. */
const CLAIM_MS = 15_000;

/** Stores the run (its match already taken under `runId`) and queues it. */
async function startNewRun(
  deps: RequestDeps,
  ownerId: WorkspaceId,
  request: {
    candidateId: string;
    jobId: string;
    candidateName: string;
    jobTitle: string;
    userId: string;
    runId: string;
  },
  busySince: Date,
): Promise<AnalysisRow> {
  const { db, producer, notifier } = deps;
  const { userId, runId, ...pair } = request;

  let row: AnalysisRow | undefined;
  try {
    row = await startRun(
      db,
      ownerId,
      { ...pair, runId, requestedBy: userId, batchId: null },
      { unlessBusySince: busySince },
    );
  } catch (err) {
    await refundQuietly(deps, userId, runId);
    throw err;
  }
  if (!row) {
    // A concurrent request started this pair a moment ago: answer its run, give our match back.
    await refundQuietly(deps, userId, runId);
    const current = await findAnalysisByPair(db, ownerId, pair.candidateId, pair.jobId);
    if (!current) throw new AppError('conflict', START_FAILED_MESSAGE);
    return current;
  }

  // Told before the job is queued, so a fast worker's stages cannot arrive ahead of `queued`.
  const event = {
    analysisId: row.id,
    candidateId: row.candidateId,
    jobId: row.jobId,
    batchId: null,
  };
  notifier.emit(ownerId, 'analysis:progress', { ...event, status: 'queued' });
  try {
    await producer.add({
      name: 'analysis.run',
      queueJobId: runId,
      data: {
        analysisId: row.id,
        runId,
        ownerId,
        billedUserId: userId,
        candidateId: pair.candidateId,
        jobId: pair.jobId,
        batchId: null,
        requestId: currentRequestId(),
      },
    });
  } catch (err) {
    deps.logger.error({ err, runId }, 'enqueue failed');
    await failRun(db, ownerId, runId, START_FAILED_MESSAGE).catch(() => undefined);
    await refundQuietly(deps, userId, runId);
    notifier.emit(ownerId, 'analysis:failed', { ...event, error: START_FAILED_MESSAGE });
    throw new AppError('service_unavailable', START_FAILED_MESSAGE);
  }
  return row;
}

const isInFlight = (row: AnalysisRow, busySince: Date) =>
  !FINISHED.includes(row.status) && row.updatedAt >= busySince;

/**
 * A run carried over from the demo takes one of the user's DEMO_ANALYSES carried runs, kept in
 * Redis for good (the count only goes up, so a failed or repeated carry never earns more), and no
 * daily match; past them it is an ordinary run and takes a match. A match given back later for
 * this run key is then a no-op in billing, which refunds only what it consumed.
 */
async function consumeCarriedOrMatch(
  deps: RequestDeps,
  userId: string,
  key: string,
): Promise<void> {
  const carried = await deps.redis.incr(
    `${deps.config.REDIS_PREFIX}:matching:demo-carried:${userId}`,
  );
  if (carried <= DEMO_ANALYSES) return;
  await consumeMatch(deps, userId, key);
}

async function consumeMatch(deps: CoreDeps, userId: string, key: string): Promise<void> {
  try {
    await deps.billing.consume(userId, key);
  } catch (err) {
    // The spec's UI shows this exact sentence (and looks for "limit" in it).
    if (isAppError(err) && err.code === 'limit_reached') {
      throw new AppError('limit_reached', DAILY_LIMIT_MESSAGE);
    }
    throw err;
  }
}
