/**
 * The pool chunks this process queued a moment ago. A page that asks every second while a ranking
 * runs would otherwise re-add every waiting chunk at each read: BullMQ ignores a known job id, but
 * each add still costs Redis several commands (about 7 per ranked candidate over a 10,000 ranking,
 * bench/pool.ts). A chunk is re-added once its memory expires, so a chunk lost from Redis, or
 * removed after failing for good, is queued again by a later read.
 */
const REMEMBER_MS = 30_000;
const MAX_REMEMBERED = 50_000;
const queuedAt = new Map<string, number>();

/** Keeps the ids not queued within REMEMBER_MS, and remembers them as queued now. */
export function notRecentlyQueued<T extends { queueJobId: string }>(
  jobs: T[],
  now = Date.now(),
): T[] {
  if (queuedAt.size > MAX_REMEMBERED) {
    for (const [id, at] of queuedAt) if (now - at >= REMEMBER_MS) queuedAt.delete(id);
    if (queuedAt.size > MAX_REMEMBERED) queuedAt.clear();
  }
  const fresh = jobs.filter(
    (job) => now - (queuedAt.get(job.queueJobId) ?? -Infinity) >= REMEMBER_MS,
  );
  for (const job of fresh) queuedAt.set(job.queueJobId, now);
  return fresh;
}

/** Forgets them again (the add failed, so the next read must try). */
export function forgetQueued(jobs: { queueJobId: string }[]): void {
  for (const job of jobs) queuedAt.delete(job.queueJobId);
}
