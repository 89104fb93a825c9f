import type { Logger } from '@shortlist/kit';
import { lt } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { auditEvents } from '../db/schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The one path that deletes from the append-only audit trail: events older than the retention
 * period (AUDIT_RETENTION_DAYS; six months by default, the EU AI Act's minimum for deployers' logs).
 */
export async function purgeExpiredAuditEvents(
  db: MatchingDb,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.occurredAt, before))
    .returning({ id: auditEvents.id });
  return gone.length;
}

/** Runs the purge every `intervalMs` until stopped; a failed purge waits for the next. */
export function scheduleAuditPurge(
  db: MatchingDb,
  options: { retentionDays: number; intervalMs: number; logger: Logger },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const purge = () => {
    running ??= purgeExpiredAuditEvents(db, options.retentionDays)
      .then((purged) => {
        if (purged) options.logger.info({ purged }, 'purged expired audit events');
      })
      .catch((err) => options.logger.warn({ err }, 'audit purge failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(purge, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
