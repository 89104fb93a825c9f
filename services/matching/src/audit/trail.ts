import type { WorkspaceId } from '@shortlist/kit';
import { and, asc, eq } from 'drizzle-orm';
import type { MatchingDb } from '../db';
import { auditEvents, type AuditEventRow, type NewAuditEvent } from '../db/schema';

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
    .where(and(eq(auditEvents.ownerId, ownerId), eq(auditEvents.jobId, jobId)))
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
}
