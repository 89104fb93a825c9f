import type { WorkspaceId } from '@shortlist/kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startRuns, type NewRun, type StartedRun } from '../analyses-store';
import type { MatchingDb } from '../db';
import { ownersRowByUuid } from '../db/of-owner';
import { batchItems, batches, type BatchRow } from '../db/schema';

export interface BatchCounts {
  done: number;
  failed: number;
  total: number;
}

// Large batches are written in slices: one statement per slice keeps parameters under PG's limit.
const SLICE = 500;

/** Creates a batch, its items and their runs in one transaction: all of it exists, or none. */
export async function createBatch(
  db: MatchingDb,
  ownerId: WorkspaceId,
  batch: { id: string; jobId: string; jobTitle: string; runs: NewRun[] },
): Promise<{ batch: BatchRow; runs: StartedRun[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(batches)
      .values({
        id: batch.id,
        ownerId,
        jobId: batch.jobId,
        jobTitle: batch.jobTitle,
        total: batch.runs.length,
      })
      .returning();
    const runs: StartedRun[] = [];
    for (let i = 0; i < batch.runs.length; i += SLICE) {
      const slice = await startRuns(tx, ownerId, batch.runs.slice(i, i + SLICE));
      runs.push(...slice);
      await tx.insert(batchItems).values(
        slice.map((run) => ({
          batchId: batch.id,
          candidateId: run.candidateId,
          analysisId: run.id,
          candidateName: run.candidateName,
        })),
      );
    }
    return { batch: row!, runs };
  });
}

export const findBatch = (db: MatchingDb, ownerId: WorkspaceId, batchId: string) =>
  ownersRowByUuid(db, batches, ownerId, [batches.id, batchId]);

// The batch's items with their analyses are read from the analyses' own store.
export { batchResults } from '../analyses-store';

/**
 * Counts one item as finished, once: an item already counted changes nothing and returns
 * undefined, so a job that runs twice (a worker died after storing its result) counts once.
 */
export async function settleBatchItem(
  db: MatchingDb,
  ownerId: WorkspaceId,
  item: { batchId: string; candidateId: string; outcome: 'done' | 'failed' },
): Promise<BatchCounts | undefined> {
  return settleBatchItems(db, ownerId, item.batchId, [item]);
}

/**
 * Counts many finished items of one batch at once (a chunk), each exactly once as settleBatchItem
 * does; undefined when none of them was still pending.
 */
export async function settleBatchItems(
  db: MatchingDb,
  ownerId: WorkspaceId,
  batchId: string,
  items: { candidateId: string; outcome: 'done' | 'failed' }[],
): Promise<BatchCounts | undefined> {
  if (!items.length) return undefined;
  return db.transaction(async (tx) => {
    let doneNow = 0;
    let failedNow = 0;
    for (const outcome of ['done', 'failed'] as const) {
      const ids = items.filter((i) => i.outcome === outcome).map((i) => i.candidateId);
      if (!ids.length) continue;
      const settled = await tx
        .update(batchItems)
        .set({ state: outcome })
        .where(
          and(
            eq(batchItems.batchId, batchId),
            inArray(batchItems.candidateId, ids),
            eq(batchItems.state, 'pending'),
          ),
        )
        .returning({ candidateId: batchItems.candidateId });
      if (outcome === 'done') doneNow = settled.length;
      else failedNow = settled.length;
    }
    if (!doneNow && !failedNow) return undefined;
    const done = sql`${batches.done} + ${doneNow}`;
    const failed = sql`${batches.failed} + ${failedNow}`;
    const [counts] = await tx
      .update(batches)
      .set({
        done,
        failed,
        updatedAt: new Date(),
        completedAt: sql`case when ${done} + ${failed} >= ${batches.total} then now() else null end`,
      })
      .where(and(eq(batches.id, batchId), eq(batches.ownerId, ownerId)))
      .returning({ done: batches.done, failed: batches.failed, total: batches.total });
    return counts;
  });
}
