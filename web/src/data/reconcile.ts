import type { Analysis, AnalysisStatus, Batch } from '@shortlist/contracts';

/** Pipeline order; the two finished states rank highest and equal. */
const RANK: Record<AnalysisStatus, number> = {
  queued: 0,
  extracting: 1,
  scoring: 2,
  'writing-message': 3,
  completed: 4,
  failed: 4,
};

export const isFinished = (status: AnalysisStatus): boolean => RANK[status] === 4;

/** Whether a stage event may move an analysis in this state forward. */
export const isAhead = (status: AnalysisStatus, of: AnalysisStatus): boolean =>
  RANK[status] > RANK[of];

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : 0);

/**
 * The newer of two views of one analysis. Live events and fetched pages arrive in any order (a
 * page request answered after the 'completed' event carries the older 'extracting'), so the
 * cache keeps whichever the server wrote last:
 * - a strictly older `updatedAt` loses (a stale response);
 * - a finished analysis gives way only to a later write (a re-run, a regenerated message);
 * - otherwise the later stage wins: stage events carry no timestamp, so the cached copy's
 *   `updatedAt` may be behind its status.
 * The embedded candidate and job are kept from whichever side has them.
 */
export function newerAnalysis(
  current: Analysis | null | undefined,
  incoming: Analysis | null | undefined,
): Analysis | null {
  if (!current) return incoming ?? null;
  if (!incoming) return current;
  if (current.id !== incoming.id) return withDocuments(incoming, current);
  const dt = time(incoming.updatedAt) - time(current.updatedAt);
  let winner: Analysis;
  if (dt < 0) winner = current;
  else if (isFinished(current.status)) winner = dt > 0 ? incoming : pickByStage(current, incoming);
  else winner = pickByStage(current, incoming);
  return withDocuments(winner, winner === current ? incoming : current);
}

const pickByStage = (current: Analysis, incoming: Analysis): Analysis =>
  RANK[current.status] > RANK[incoming.status] ? current : incoming;

function withDocuments(winner: Analysis, other: Analysis): Analysis {
  if ((winner.candidate || !other.candidate) && (winner.job || !other.job)) return winner;
  return {
    ...winner,
    candidate: winner.candidate ?? other.candidate ?? null,
    job: winner.job ?? other.job ?? null,
  };
}

/**
 * A batch's shortlist as the cache keeps it: its counts never go back. Progress events and
 * refetches arrive in any order (a request sent before the last counts were saved lands after
 * the event that carried them, and showed "72, then 63 of 72"), so the counts are those of
 * whichever view has finished more; the rows are the incoming view's, which the server wrote.
 * The cache holds one entry per batch, so another batch starts from its own counts.
 */
export function newerBatch(current: Batch | undefined, incoming: Batch): Batch {
  if (!current || current.id !== incoming.id) return incoming;
  if (finishedOf(incoming) >= finishedOf(current)) return incoming;
  return {
    ...incoming,
    done: current.done,
    failed: current.failed,
    total: Math.max(current.total, incoming.total),
    status: current.status,
  };
}

const finishedOf = (b: Batch): number => b.done + b.failed;
