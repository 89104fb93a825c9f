import type { WorkspaceId } from '@shortlist/kit';
import type { Redis } from 'ioredis';
import type { CoreDeps } from '../deps';
import { settleBatchItem, settleBatchItems, type BatchCounts } from './store';

/**
 * Counts one finished analysis of a batch (exactly once per item, however often the job ran) and
 * tells the owner. Progress events are throttled to one per interval per batch across every worker
 * process (a Redis key with a expiry decides who may send); the final count is always sent.
 */
export async function recordBatchProgress(
  deps: Pick<CoreDeps, 'db' | 'notifier' | 'config'> & { redis: Redis },
  item: { ownerId: WorkspaceId; batchId: string; candidateId: string; outcome: 'done' | 'failed' },
): Promise<BatchCounts | undefined> {
  const counts = await settleBatchItem(deps.db, item.ownerId, item);
  return tell(deps, item.ownerId, item.batchId, counts);
}

/** Counts a chunk's finished items in one transaction and sends at most one (throttled) event. */
export async function recordBatchChunkProgress(
  deps: Pick<CoreDeps, 'db' | 'notifier' | 'config'> & { redis: Redis },
  chunk: {
    ownerId: WorkspaceId;
    batchId: string;
    items: { candidateId: string; outcome: 'done' | 'failed' }[];
  },
): Promise<BatchCounts | undefined> {
  const counts = await settleBatchItems(deps.db, chunk.ownerId, chunk.batchId, chunk.items);
  return tell(deps, chunk.ownerId, chunk.batchId, counts);
}

async function tell(
  deps: Pick<CoreDeps, 'notifier' | 'config'> & { redis: Redis },
  ownerId: WorkspaceId,
  batchId: string,
  counts: BatchCounts | undefined,
): Promise<BatchCounts | undefined> {
  if (!counts) return undefined;
  const final = counts.done + counts.failed >= counts.total;
  if (final || (await mayEmit(deps, batchId))) {
    deps.notifier.emit(ownerId, 'batch:progress', { batchId, ...counts });
  }
  return counts;
}

async function mayEmit(
  deps: { redis: Redis; config: CoreDeps['config'] },
  batchId: string,
): Promise<boolean> {
  const key = `${deps.config.REDIS_PREFIX}:matching:batch-progress:${batchId}`;
  try {
    const set = await deps.redis.set(key, '1', 'PX', deps.config.BATCH_PROGRESS_INTERVAL_MS, 'NX');
    return set === 'OK';
  } catch {
    // Redis away: a progress tick is not worth failing the job for.
    return false;
  }
}
