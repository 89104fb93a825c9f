import type { WorkspaceId } from '@shortlist/kit';
import { asc, eq, sql } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { auditEvents, type AuditEventRow, type NewAuditEvent } from '../db/schema';
import { ofOwner } from '../db/of-owner';

// The audit trail is append-only: this module inserts and reads, nothing else. The only delete
// is the retention purge (retention.ts); audit.test.ts fails if any other file writes otherwise.

export async function recordAuditEvents(db: MatchingDb, events: NewAuditEvent[]): Promise<void> {
  if (events.length) await db.insert(auditEvents).values(events);
}

/** Every event of the owner's job, oldest first. */
export async function auditTrailOfJob(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(ofOwner(auditEvents, ownerId, eq(auditEvents.jobId, jobId)))
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
}

/** Rows per page of a streamed export: memory stays bounded whatever the trail's length. */
export const AUDIT_PAGE = 1000;

/**
 * Every event of the owner's job, oldest first, a page at a time (keyset on the time and id, the
 * time compared at PostgreSQL's own precision), so a job with 10,000 scores is never held at once.
 */
export async function* auditTrailPages(
  db: MatchingDb,
  ownerId: WorkspaceId,
  jobId: string,
  pageSize = AUDIT_PAGE,
): AsyncGenerator<AuditEventRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: auditEvents, at: sql<string>`${auditEvents.occurredAt}::text` })
      .from(auditEvents)
      .where(
        ofOwner(
          auditEvents,
          ownerId,
          eq(auditEvents.jobId, jobId),
          after &&
            sql`(${auditEvents.occurredAt}, ${auditEvents.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id))
      .limit(pageSize);
    if (rows.length) yield rows.map((r) => r.row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.at, id: last.row.id };
  }
}
